import Foundation

extension View {
  /// The tree below this view with each frame, one view per line, indented (UIKit's recursive description).
  ///
  /// `View[0] frame=(16 20; 343 44)` … Guides follow their view, marked `guide`. Numbers print without a fraction
  /// when whole and with up to four decimals otherwise, so the text is stable enough to be a snapshot.
  public func recursiveDescription() -> String {
    var lines: [String] = []
    func visit(_ node: FrameDump, depth: Int) {
      let indent = String(repeating: "  ", count: depth)
      var line = "\(indent)\(node.id) frame=\(describe(node.frame))"
      if node.isHidden { line += " hidden" }
      lines.append(line)
      for guide in node.guides {
        lines.append("\(indent)  guide \(guide.id) frame=\(describe(guide.frame))")
      }
      for subview in node.subviews { visit(subview, depth: depth + 1) }
    }
    visit(FrameDump(self), depth: 0)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The same tree as JSON: `{"id": …, "type": …, "frame": [x, y, w, h], "subviews": […]}`, keys sorted.
  public func jsonDescription() -> String {
    func object(_ node: FrameDump) -> [String: Any] {
      var entry: [String: Any] = [
        "id": node.id, "type": node.type, "frame": FrameDump.rounded(node.frame),
      ]
      if node.isHidden { entry["hidden"] = true }
      if !node.guides.isEmpty {
        entry["guides"] = node.guides.map { ["id": $0.id, "frame": FrameDump.rounded($0.frame)] }
      }
      if !node.subviews.isEmpty { entry["subviews"] = node.subviews.map(object) }
      return entry
    }
    let data =
      (try? JSONSerialization.data(
        withJSONObject: object(FrameDump(self)), options: [.sortedKeys, .prettyPrinted])) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

private func describe(_ rect: CGRect) -> String {
  "(\(formatted(rect.minX)) \(formatted(rect.minY)); \(formatted(rect.width)) \(formatted(rect.height)))"
}
