import HeadlessUIKit

/// A controller tree as UIKit's `_printHierarchy` prints it, with the addresses left out as swift-snapshot-testing
/// leaves them out (docs/snapshot-testing-uikit.md): each controller's class, whether it is on screen, and its
/// view's class, children indented below their parent.
struct ControllerHierarchy {
  let text: String

  init(of controller: UIViewController) {
    var lines: [String] = []
    Self.describe(controller, depth: 0, into: &lines)
    text = lines.joined(separator: "\n")
  }

  private static func describe(
    _ controller: UIViewController, depth: Int, into lines: inout [String]
  ) {
    let indent = String(repeating: "   | ", count: depth)
    let name = UIKitClassName.name(of: type(of: controller))
    let line: String
    if let view = controller.viewIfLoaded {
      let onScreen = view.window != nil
      line =
        "<\(name)>, state: \(onScreen ? "appeared" : "disappeared"), view: <\(UIKitClassName.name(of: type(of: view)))>"
        + (onScreen ? "" : " not in the window")
    } else {
      line = "<\(name)>, state: disappeared, view: (view not loaded)"
    }
    lines.append(indent + line)
    for child in controller.children { describe(child, depth: depth + 1, into: &lines) }
  }
}
