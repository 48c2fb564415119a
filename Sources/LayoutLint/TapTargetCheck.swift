import Foundation
import HeadlessUIKit
import RenderCore

/// `smallTapTarget`: an enabled control, or a view with a gesture recognizer, smaller than 44 × 44 points (Apple's
/// Human Interface Guidelines, "Buttons": a hit region of at least 44 × 44 points).
///
/// UIKit's fixed-size controls (switches, steppers, segmented controls, sliders, page controls, date pickers) are
/// left out: UIKit sizes them and extends their hit regions past their frames, so an app cannot fix them.
enum TapTargetCheck {
  static let minimum: CGFloat = 44

  static func findings(_ views: [InspectedView]) -> [LayoutFinding] {
    views.compactMap { inspected in
      let view = inspected.view
      let tappable =
        (view as? Control).map { $0.isEnabled && !isFixedSize($0) }
        ?? !(view.gestureRecognizers ?? []).isEmpty
      guard tappable, view.isUserInteractionEnabled,
        !inspected.ancestors.contains(where: { $0 is Control }),
        inspected.rect.width < minimum || inspected.rect.height < minimum
      else { return nil }
      return LayoutFinding(
        kind: .smallTapTarget, view: inspected.name, rect: inspected.frameArray,
        message: "\(format(inspected.rect.size)) is smaller than the 44 × 44 pt a finger needs")
    }
  }

  private static func isFixedSize(_ control: Control) -> Bool {
    control is Switch || control is Stepper || control is SegmentedControl || control is Slider
      || control is PageControl || control is DatePicker
  }
}
