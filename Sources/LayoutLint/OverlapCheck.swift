import Foundation
import HeadlessUIKit
import RenderCore

/// `overlap`: text or controls covering each other (neither inside the other), by at least a square point.
enum OverlapCheck {
  static func findings(_ views: [InspectedView]) -> [LayoutFinding] {
    let content = views.filter {
      ($0.isText || $0.isControl) && !$0.isScrolledContent && !insideControl($0)
    }
    var found: [LayoutFinding] = []
    for (index, first) in content.enumerated() {
      for second in content[(index + 1)...] {
        guard !first.ancestors.contains(where: { $0 === second.view }),
          !second.ancestors.contains(where: { $0 === first.view })
        else { continue }
        let shared = first.rect.intersection(second.rect)
        guard !shared.isNull, shared.width * shared.height >= 1 else { continue }
        found.append(
          LayoutFinding(
            kind: .overlap, view: first.name, rect: first.frameArray,
            message: "overlaps \(second.name) by \(format(shared.size))"))
      }
    }
    return found
  }

  /// A control's own parts (a button's title label) belong to it.
  private static func insideControl(_ inspected: InspectedView) -> Bool {
    inspected.ancestors.contains { $0 is Control }
  }
}
