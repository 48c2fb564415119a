import Foundation

/// A presented controller and the views that show it (UIKit's modal presentation, without animation).
///
/// How it covers the screen follows the presented controller's `modalPresentationStyle`: full screen styles fill the
/// screen's root view; sheets (`.automatic`, `.pageSheet`, `.formSheet`, `.popover` on a phone) dim the screen and
/// stand 10 points below its top safe area with their top corners rounded 10 points (an approximation of iOS 15's
/// phone sheet, docs/uikit-defaults.md); an alert controller's own view is its dimmed screen and card.
struct Presentation {
  let presented: ViewController
  /// The dimming view behind a sheet.
  let dimming: View?

  /// The top of a sheet below the screen's top safe area, and its corner radius: approximations of iOS 15's phone
  /// sheets (docs/uikit-defaults.md).
  static let sheetGap: CGFloat = 10
  static let sheetCornerRadius: CGFloat = 10
  /// The dimming of the screen behind a sheet.
  static let sheetDimming = Color(white: 0, alpha: 0.4)
}

extension ViewController {
  func presentImplementation(_ controller: ViewController) {
    if let current = presentation?.presented {
      Diagnostics.report(
        Diagnostic(
          .warning,
          "\(type(of: self)) is already presenting \(type(of: current)); "
            + "\(type(of: controller)) is not shown (UIKit refuses it too)"))
      return
    }
    guard controller.presenter == nil else {
      Diagnostics.report(
        Diagnostic(
          .warning, "\(type(of: controller)) is already presented; it is not presented again"))
      return
    }
    var screen: View = view
    while let superview = screen.superview { screen = superview }
    var dimming: View?
    let presented: View = controller.view
    if controller.coversScreen || screen === view {
      // Alone (the presenting view is the whole tree), a presented view covers what there is.
      presented.frame = screen.bounds
    } else {
      let dim = View(frame: screen.bounds)
      dim.backgroundColor = Presentation.sheetDimming
      dim.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      screen.addSubview(dim)
      dimming = dim
      let top = screen.safeAreaInsets.top + Presentation.sheetGap
      presented.frame = CGRect(
        x: 0, y: top, width: screen.bounds.width, height: max(screen.bounds.height - top, 0))
      presented.layer.cornerRadius = Presentation.sheetCornerRadius
      presented.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
      presented.clipsToBounds = true
    }
    presented.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    screen.addSubview(presented)
    presentation = Presentation(presented: controller, dimming: dimming)
    controller.presenter = self
    controller.appear()
  }

  func dismissImplementation() {
    guard let presentation else {
      presenter?.dismissImplementation()
      return
    }
    let controller = presentation.presented
    // What the presented controller presents goes first.
    if controller.presentation != nil { controller.dismissImplementation() }
    controller.viewWillDisappear(false)
    controller.view.removeFromSuperview()
    presentation.dimming?.removeFromSuperview()
    controller.viewDidDisappear(false)
    controller.presenter = nil
    self.presentation = nil
  }

  /// Whether the controller, presented, covers the whole screen rather than standing in a sheet.
  var coversScreen: Bool {
    if self is AlertController { return true }
    switch modalPresentationStyle {
    case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom, .none:
      return true
    case .automatic, .pageSheet, .formSheet, .popover: return false
    }
  }
}
