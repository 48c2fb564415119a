import Foundation

/// What an element is to assistive technologies (UIKit's `UIAccessibilityTraits`), with UIKit's bit values
/// (UIAccessibilityConstants.h).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  public static let none = AccessibilityTraits([])
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  public static let link = AccessibilityTraits(rawValue: 1 << 1)
  public static let image = AccessibilityTraits(rawValue: 1 << 2)
  public static let selected = AccessibilityTraits(rawValue: 1 << 3)
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
  public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
  public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
  public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
  public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
  public static let header = AccessibilityTraits(rawValue: 1 << 16)
  public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
}

/// The accessibility values code set on a view.
struct AccessibilityValues {
  var isElement: Bool?
  var label: String?
  var hint: String?
  var value: String?
  var traits: AccessibilityTraits?
  var language: String?
  var elementsHidden: Bool?
  var viewIsModal: Bool?
  var groupsChildren: Bool?
  var elements: [Any]?
  var frame: CGRect?
  var customActions: [UIAccessibilityCustomAction]?
}

/// A view that is an accessibility element unless code says otherwise (labels, buttons and other controls), with
/// the label and traits UIKit gives it.
package protocol AccessibleByDefault: AnyObject {
  /// The text it shows.
  var defaultAccessibilityLabel: String? { get }
  var defaultAccessibilityTraits: AccessibilityTraits { get }
}
