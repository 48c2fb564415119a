import Foundation
import HeadlessUIKit
import PlaygroundSupportFacade
import Render

/// A playground page's live view, rendered as one more scene of the file.
enum LiveViewScene {
  /// The size a live view controller is shown at: the iPhone 8 screen, 375 × 667 points.
  ///
  /// Xcode's playground live view shows a controller at a phone's size; a live view with a frame keeps its own.
  static let controllerSize = CGSize(width: 375, height: 667)

  /// Makes the scene (named after the file) when the file's code set `PlaygroundPage.current.liveView`.
  static func make(fileName: String) {
    guard let live = PlaygroundPage.current.liveView else { return }
    let name = (fileName as NSString).deletingPathExtension
    switch live {
    case let controller as ViewController:
      _ = Scene(name, size: controllerSize) { root in controller.appear(in: root) }
    case let view as View:
      let size = view.frame.size
      guard size.width > 0, size.height > 0 else {
        Diagnostics.report(
          Diagnostic(
            .error,
            "the playground's live view \(view.debugName) has no size: give it a frame (UIView(frame:)) or show a view controller"
          ))
        return
      }
      _ = Scene(name, size: size) { root in
        view.frame.origin = .zero
        root.addSubview(view)
      }
    default:
      Diagnostics.report(
        Diagnostic(.error, "the playground's live view is neither a view nor a view controller"))
    }
  }
}
