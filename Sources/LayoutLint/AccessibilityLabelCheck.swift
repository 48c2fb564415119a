import Foundation
import HeadlessUIKit
import RenderCore

/// `missingAccessibilityLabel`: an image-only button, or an image view marked as an accessibility element, that
/// VoiceOver could only read as "button" or "image".
enum AccessibilityLabelCheck {
  static func findings(_ views: [InspectedView]) -> [LayoutFinding] {
    views.compactMap { inspected in
      let view = inspected.view
      guard view.accessibilityLabel?.isEmpty != false else { return nil }
      if let button = view as? Button, button.currentImage != nil,
        button.currentTitle?.isEmpty != false
      {
        return LayoutFinding(
          kind: .missingAccessibilityLabel, view: inspected.name, rect: inspected.frameArray,
          message: "an image-only button has no accessibilityLabel")
      }
      if view is ImageView, view.isAccessibilityElement {
        return LayoutFinding(
          kind: .missingAccessibilityLabel, view: inspected.name, rect: inspected.frameArray,
          message: "an image view marked as an accessibility element has no accessibilityLabel")
      }
      return nil
    }
  }
}
