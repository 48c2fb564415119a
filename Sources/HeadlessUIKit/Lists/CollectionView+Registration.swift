import Foundation

extension CollectionView {
  /// A cell class and the closure that configures it for an item (UIKit's `CellRegistration`): make it once and
  /// dequeue with ``dequeueConfiguredReusableCell(using:for:item:)``.
  public struct CellRegistration<Cell: CollectionViewCell, Item> {
    public typealias Handler = (Cell, IndexPath, Item) -> Void
    let handler: Handler
    let reuseIdentifier = "registration:" + String(reflecting: Cell.self)

    public init(handler: @escaping Handler) {
      self.handler = handler
    }

    /// Nibs cannot be loaded here: the cell class is made from code.
    public init(cellNib: Nib, handler: @escaping Handler) {
      self.handler = handler
    }
  }

  /// A supplementary view class and its configuring closure (UIKit's `SupplementaryRegistration`).
  public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
    public typealias Handler = (Supplementary, String, IndexPath) -> Void
    let elementKind: String
    let handler: Handler
    let reuseIdentifier = "registration:" + String(reflecting: Supplementary.self)

    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
    }
  }

  /// A cell of the registration's class, configured for `item`.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    if cellClasses[registration.reuseIdentifier] == nil {
      register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
    }
    let cell = dequeueReusableCell(
      withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    guard let typed = cell as? Cell else {
      preconditionFailure("a cell registration for \(Cell.self) dequeued a \(type(of: cell))")
    }
    if let item { registration.handler(typed, indexPath, item) }
    return typed
  }

  /// A supplementary view of the registration's class, configured.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let key = registration.elementKind + "/" + registration.reuseIdentifier
    if supplementaryClasses[key] == nil {
      register(
        Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
        withReuseIdentifier: registration.reuseIdentifier)
    }
    let view = dequeueReusableSupplementaryView(
      ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier,
      for: indexPath)
    guard let typed = view as? Supplementary else {
      preconditionFailure(
        "a supplementary registration for \(Supplementary.self) dequeued a \(type(of: view))")
    }
    registration.handler(typed, registration.elementKind, indexPath)
    return typed
  }
}
