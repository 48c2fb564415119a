import UIKitCompat

/// A controller tree as UIKit's `_printHierarchy` prints it, with the addresses left out as swift-snapshot-testing
/// leaves them out (docs/snapshot-testing-uikit.md gives the format).
struct ControllerHierarchy {
  let text: String

  init(of controller: UIViewController) {
    var lines: [String] = []
    Self.describe(controller, depth: 0, into: &lines)
    text = lines.joined(separator: "\n")
  }

  private static func describe(_ controller: UIViewController, depth: Int, into lines: inout [String]) {
    let indent = String(repeating: "   | ", count: depth)
    let view = controller.viewIfLoaded.map { ViewDescription.className(of: $0) } ?? "(view not loaded)"
    lines.append(indent + "<\(ViewDescription.className(of: controller))>, state: appeared, view: <\(view)>")
    for child in controller.children { describe(child, depth: depth + 1, into: &lines) }
  }
}
