import Foundation

/// Something a change of a view's property makes out of date (UIKit's `UIViewInvalidating`): its layout, its
/// drawing, its constraints, its intrinsic size or its configuration.
public protocol ViewInvalidating {
  /// Marks that part of `view` out of date.
  func invalidate(view: View)
}

extension View {
  /// What ``Invalidating`` properties mark out of date (UIKit's `UIView.Invalidations`).
  public enum Invalidations {
    /// The view's layout: `setNeedsLayout()`.
    public struct Layout: ViewInvalidating {
      public init() {}
      public func invalidate(view: View) { view.setNeedsLayout() }
    }

    /// The view's drawing: `setNeedsDisplay()`.
    public struct Display: ViewInvalidating {
      public init() {}
      public func invalidate(view: View) { view.setNeedsDisplay() }
    }

    /// The view's constraints: `setNeedsUpdateConstraints()`.
    public struct Constraints: ViewInvalidating {
      public init() {}
      public func invalidate(view: View) { view.setNeedsUpdateConstraints() }
    }

    /// The view's intrinsic size: `invalidateIntrinsicContentSize()`.
    public struct IntrinsicContentSize: ViewInvalidating {
      public init() {}
      public func invalidate(view: View) { view.invalidateIntrinsicContentSize() }
    }

    /// A cell's configuration: `setNeedsUpdateConfiguration()` on a table or collection view cell.
    public struct Configuration: ViewInvalidating {
      public init() {}
      public func invalidate(view: View) {
        (view as? ConfigurationUpdating)?.setNeedsUpdateConfiguration()
      }
    }

    /// Two invalidations, in order.
    public struct Tuple<First: ViewInvalidating, Second: ViewInvalidating>: ViewInvalidating {
      let first: First
      let second: Second
      public func invalidate(view: View) {
        first.invalidate(view: view)
        second.invalidate(view: view)
      }
    }
  }

  /// A view property whose changes mark parts of the view out of date (UIKit's `UIView.Invalidating`).
  ///
  /// `@Invalidating(.layout, .display) var badgeColor = UIColor.red`; setting the same value again marks nothing.
  @propertyWrapper
  public struct Invalidating<Value: Equatable, InvalidationType: ViewInvalidating> {
    private var value: Value
    private let invalidation: InvalidationType

    /// A property that marks `invalidation` when it changes.
    public init(wrappedValue: Value, _ invalidation: InvalidationType) {
      value = wrappedValue
      self.invalidation = invalidation
    }

    /// A property that marks two invalidations when it changes.
    public init<First, Second>(wrappedValue: Value, _ invalidation1: First, _ invalidation2: Second)
    where InvalidationType == Invalidations.Tuple<First, Second> {
      self.init(
        wrappedValue: wrappedValue, Invalidations.Tuple(first: invalidation1, second: invalidation2)
      )
    }

    /// A property that marks three invalidations when it changes.
    public init<First, Second, Third>(
      wrappedValue: Value, _ invalidation1: First, _ invalidation2: Second, _ invalidation3: Third
    ) where InvalidationType == Invalidations.Tuple<Invalidations.Tuple<First, Second>, Third> {
      self.init(
        wrappedValue: wrappedValue,
        Invalidations.Tuple(
          first: Invalidations.Tuple(first: invalidation1, second: invalidation2),
          second: invalidation3))
    }

    @available(*, unavailable, message: "@Invalidating is for properties of a UIView subclass")
    public var wrappedValue: Value {
      get { fatalError("@Invalidating is for properties of a UIView subclass") }
      set { fatalError("@Invalidating is for properties of a UIView subclass") }
    }

    /// The value, read and written through the view that holds it, which it invalidates on a change.
    public static subscript<Owner: View>(
      _enclosingInstance view: Owner,
      wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
      storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
    ) -> Value {
      get { view[keyPath: storageKeyPath].value }
      set {
        guard view[keyPath: storageKeyPath].value != newValue else { return }
        view[keyPath: storageKeyPath].value = newValue
        view[keyPath: storageKeyPath].invalidation.invalidate(view: view)
      }
    }
  }

  /// The closure a trait change registration calls (UIKit's `UIView.TraitChangeHandler`).
  public typealias TraitChangeHandler<TraitEnvironment> = (TraitEnvironment, TraitCollection) ->
    Void
}

extension ViewInvalidating where Self == View.Invalidations.Layout {
  /// The view's layout.
  public static var layout: Self { Self() }
}

extension ViewInvalidating where Self == View.Invalidations.Display {
  /// The view's drawing.
  public static var display: Self { Self() }
}

extension ViewInvalidating where Self == View.Invalidations.Constraints {
  /// The view's constraints.
  public static var constraints: Self { Self() }
}

extension ViewInvalidating where Self == View.Invalidations.IntrinsicContentSize {
  /// The view's intrinsic size.
  public static var intrinsicContentSize: Self { Self() }
}

extension ViewInvalidating where Self == View.Invalidations.Configuration {
  /// A cell's configuration.
  public static var configuration: Self { Self() }
}

/// A view with a configuration to update (the table and collection view cells).
protocol ConfigurationUpdating: AnyObject {
  func setNeedsUpdateConfiguration()
}

extension TableViewCell: ConfigurationUpdating {}
extension CollectionViewCell: ConfigurationUpdating {}
extension TableViewHeaderFooterView: ConfigurationUpdating {}

public typealias UIViewInvalidating = ViewInvalidating
