import Foundation

// What UIKit code calls for interaction and animation, made inert so the code runs headless: nothing is touched
// or animated here, and a picture shows the state that the code leaves behind.

/// The recognizers of every view, kept beside the view objects (views hold no UIKit-only storage).
private final class RecognizerStore: ViewAttachment {
  var recognizers: [GestureRecognizer] = []
  var order: Int { 0 }
  func viewLeftTree(_ view: View) {}
}

extension View {
  /// The recognizers added to the view (``View/gestureRecognizers``); setting the list replaces them.
  var gestureRecognizersImplementation: [GestureRecognizer]? {
    get { (attachments[ObjectIdentifier(RecognizerStore.self)] as? RecognizerStore)?.recognizers }
    set {
      for recognizer in gestureRecognizersImplementation ?? [] {
        removeGestureRecognizerImplementation(recognizer)
      }
      for recognizer in newValue ?? [] { addGestureRecognizerImplementation(recognizer) }
    }
  }

  /// Keeps a recognizer on the view (it recognises nothing here).
  func addGestureRecognizerImplementation(_ recognizer: GestureRecognizer) {
    let key = ObjectIdentifier(RecognizerStore.self)
    let store = attachments[key] as? RecognizerStore ?? RecognizerStore()
    attachments[key] = store
    recognizer.view = self
    store.recognizers.append(recognizer)
  }

  func removeGestureRecognizerImplementation(_ recognizer: GestureRecognizer) {
    let store = attachments[ObjectIdentifier(RecognizerStore.self)] as? RecognizerStore
    store?.recognizers.removeAll { $0 === recognizer }
    recognizer.view = nil
  }
}

public typealias UIScreen = Screen

/// Accessibility settings (UIKit's `UIAccessibility`), at their defaults: nothing is switched on here.
public enum Accessibility {
  public static var isVoiceOverRunning: Bool { false }
  public static var isReduceMotionEnabled: Bool { false }
  public static var isReduceTransparencyEnabled: Bool { false }
  public static var isBoldTextEnabled: Bool { false }
  public static var isDarkerSystemColorsEnabled: Bool { false }
  public static var isInvertColorsEnabled: Bool { false }
  public static var isGrayscaleEnabled: Bool { false }
  public static var shouldDifferentiateWithoutColor: Bool { false }

  /// A change assistive technologies are told of (UIKit's `UIAccessibility.Notification`).
  public struct Notification: Hashable, Sendable, RawRepresentable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    // UIKit's values (UIAccessibilityConstants.h).
    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// Tells assistive technologies of a change; none runs here, so nothing hears it.
  public static func post(notification: Notification, argument: Any?) {}
}

public typealias UIAccessibility = Accessibility
