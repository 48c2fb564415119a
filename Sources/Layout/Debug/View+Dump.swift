import Foundation

extension View {
  /// The tree below this view with each frame, one view per line, indented (UIKit's recursive description).
  ///
  /// `View[0] frame=(16 20; 343 44)` … Guides follow their view, marked `guide`. Numbers print without a fraction
  /// when whole and with up to four decimals otherwise, so the text is stable enough to be a snapshot.
  public func recursiveDescription() -> String {
    var lines: [String] = []
    func visit(_ view: View, depth: Int) {
      let indent = String(repeating: "  ", count: depth)
      var line = "\(indent)\(view.debugName) frame=\(describe(view.frame))"
      if view.isHidden { line += " hidden" }
      lines.append(line)
      for guide in view.guides {
        lines.append("\(indent)  guide \(guide.debugName) frame=\(describe(guide.layoutFrame))")
      }
      for subview in view.subviews { visit(subview, depth: depth + 1) }
    }
    visit(self, depth: 0)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The same tree as JSON: `{"id": …, "type": …, "frame": [x, y, w, h], "subviews": […]}`, keys sorted.
  public func jsonDescription() -> String {
    func node(_ view: View) -> [String: Any] {
      var object: [String: Any] = [
        "id": view.debugName,
        "type": String(describing: type(of: view)),
        "frame": frameArray(view.frame),
      ]
      if view.isHidden { object["hidden"] = true }
      if !view.guides.isEmpty {
        object["guides"] = view.guides.map {
          ["id": $0.debugName, "frame": frameArray($0.layoutFrame)]
        }
      }
      if !view.subviews.isEmpty { object["subviews"] = view.subviews.map(node) }
      return object
    }
    let data =
      (try? JSONSerialization.data(
        withJSONObject: node(self), options: [.sortedKeys, .prettyPrinted])) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

private func describe(_ rect: CGRect) -> String {
  "(\(formatted(rect.minX)) \(formatted(rect.minY)); \(formatted(rect.width)) \(formatted(rect.height)))"
}

/// A frame as four numbers rounded to 1e-4, so that round-off does not show in snapshots.
private func frameArray(_ rect: CGRect) -> [Double] {
  [rect.minX, rect.minY, rect.width, rect.height].map { (Double($0) * 10_000).rounded() / 10_000 }
}
