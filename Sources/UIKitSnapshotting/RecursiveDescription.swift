import HeadlessUIKit

/// A view tree as UIKit's `recursiveDescription` prints it, with the addresses left out as swift-snapshot-testing
/// leaves them out (docs/snapshot-testing-uikit.md gives the format).
struct RecursiveDescription {
  let text: String

  init(of view: UIView) {
    var lines: [String] = []
    Self.describe(view, depth: 0, into: &lines)
    text = lines.joined(separator: "\n")
  }

  private static func describe(_ view: UIView, depth: Int, into lines: inout [String]) {
    let indent = String(repeating: "   | ", count: depth)
    lines.append(indent + ViewDescription(of: view).text)
    for subview in view.subviews { describe(subview, depth: depth + 1, into: &lines) }
  }
}
