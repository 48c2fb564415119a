import Foundation

extension CGRect {
  /// Whether the two rectangles share area: touching edges do not count (a row that ends where the visible
  /// window starts is not visible).
  func overlaps(_ other: CGRect) -> Bool {
    maxX > other.minX && minX < other.maxX && maxY > other.minY && minY < other.maxY
  }
}
