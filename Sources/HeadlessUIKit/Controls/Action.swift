import Foundation

/// What an action runs: a closure given the action (UIKit's `UIActionHandler`).
public typealias UIActionHandler = (Action) -> Void

/// A closure a control runs for an event, or a menu lists (UIKit's `UIAction`).
@preconcurrency @MainActor
open class Action: MenuElement {
  /// An action's name, by which a control removes it (UIKit's `UIAction.Identifier`).
  public struct Identifier: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  let handler: UIActionHandler
  private let givenIdentifier: Identifier?
  private weak var currentSender: AnyObject?

  /// The title a menu or a button shows.
  open override var title: String {
    get { storedTitle }
    set { storedTitle = newValue }
  }
  /// The image a menu or a button shows.
  open override var image: Image? {
    get { storedImage }
    set { storedImage = newValue }
  }
  /// The image shown while the action is checked (stored).
  open var selectedImage: Image?
  /// Longer text for the action in a menu (stored).
  open var discoverabilityTitle: String?
  /// How a menu shows the action: destructive in red, disabled, hidden (stored: menus never open here).
  open var attributes: Attributes
  /// Whether a menu shows the action checked (stored).
  open var state: State
  /// The identifier given, or one unique to this action.
  open var identifier: Identifier {
    givenIdentifier ?? Identifier("action.\(UInt(bitPattern: ObjectIdentifier(self).hashValue))")
  }
  /// The control that sent the action, while its handler runs.
  open var sender: Any? { currentSender }
  /// The item a popover from this action would point at: none, as no popover opens here.
  open var presentationSourceItem: PopoverPresentationControllerSourceItem? { nil }

  /// An action running `handler`; every argument of UIKit's three initialisers, which are this one with fewer.
  public init(
    title: String = "", subtitle: String? = nil, image: Image? = nil, selectedImage: Image? = nil,
    identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: Attributes = [], state: State = .off,
    handler: @escaping UIActionHandler
  ) {
    self.selectedImage = selectedImage
    self.givenIdentifier = identifier
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// An action read from an archive: nothing is archived here, so it does nothing.
  public required init?(coder: NSCoder) {
    givenIdentifier = nil
    attributes = []
    state = .off
    handler = { _ in }
    super.init(coder: coder)
  }

  /// Runs the handler with `sender` as the sender (UIKit's `performWithSender(_:target:)`).
  open func performWithSender(_ sender: Any?, target: Any?) {
    run(from: sender.map { $0 as AnyObject })
  }

  /// Runs the handler with ``sender`` set to `sender` while it runs.
  func run(from sender: AnyObject?) {
    currentSender = sender
    handler(self)
    currentSender = nil
  }
}
