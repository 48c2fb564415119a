import Foundation
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
    lines.append(indent + line(for: view))
    for subview in view.subviews { describe(subview, depth: depth + 1, into: &lines) }
  }

  /// The view's line: UIKit prints each view's `description`, so a subclass that overrides it prints its own
  /// text, where `super.description` stands for UIKit's (NSObject's form here, replaced by UIKit's).
  private static func line(for view: UIView) -> String {
    let own = view.description
    let objectDefault = "<\(type(of: view)): \(Unmanaged.passUnretained(view).toOpaque())>"
    let uikit = ViewDescription(of: view).text
    guard own != objectDefault else { return uikit }
    return own.replacingOccurrences(of: objectDefault, with: uikit)
  }
}
