import Foundation

/// An accessibility element that is not a view (UIKit's `UIAccessibilityElement`).
///
/// A custom-drawn view lists these in `accessibilityElements` for the parts it draws. What is set is kept; nothing
/// reads it aloud here.
open class AccessibilityElement: Responder {
  /// The element's container: the view (or element) that lists it.
  open weak var accessibilityContainer: AnyObject?
  /// Whether assistive technologies see it (true by default: an element exists to be seen).
  open var isAccessibilityElement = true
  /// Its name, read first.
  open var accessibilityLabel: String?
  /// What acting on it does.
  open var accessibilityHint: String?
  /// Its current value.
  open var accessibilityValue: String?
  /// What kind of element it is.
  open var accessibilityTraits: AccessibilityTraits = .none
  /// Its identifier for UI tests.
  open var accessibilityIdentifier: String?
  /// Its frame in screen coordinates.
  open var accessibilityFrame: CGRect = .zero
  /// Its frame in its container's coordinates (zero until set).
  open var accessibilityFrameInContainerSpace: CGRect = .zero

  /// An element listed by `container`.
  public init(accessibilityContainer container: Any) {
    accessibilityContainer = container as AnyObject
    super.init()
  }
}

public typealias UIAccessibilityElement = AccessibilityElement
