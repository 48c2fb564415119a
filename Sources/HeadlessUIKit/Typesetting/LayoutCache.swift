internal import CPangoCairo
import Foundation

/// Pango layouts kept between measuring and drawing: a multi-line label is measured at the width layout gives it
/// and later drawn at that same width, so the drawing reuses the measured layout instead of shaping the text again.
///
/// Only the text engine uses it, inside its lock. A layout is looked up by everything that decides it (the text
/// style and the wrapping width), so a reused layout is the one a new call would make. The cache is bounded: the
/// oldest layouts are released first.
final class LayoutCache {
  struct Key: Hashable {
    let style: TextStyle
    let width: CGFloat?
  }

  private var layouts: [Key: OpaquePointer] = [:]
  private var order: [Key] = []
  private var oldest = 0
  /// The most layouts kept (a few kilobytes each).
  let capacity: Int

  init(capacity: Int = 4096) {
    self.capacity = capacity
  }

  /// The layout for `key` if the cache has it; nothing is made.
  func cachedLayout(for key: Key) -> OpaquePointer? { layouts[key] }

  /// The layout for `key`, made by `make` when it is not cached; the cache owns it.
  func layout(for key: Key, make: () -> OpaquePointer?) -> OpaquePointer? {
    if let layout = layouts[key] { return layout }
    guard let layout = make() else { return nil }
    layouts[key] = layout
    order.append(key)
    if layouts.count > capacity { evictOldest() }
    return layout
  }

  private func evictOldest() {
    while layouts.count > capacity, oldest < order.count {
      if let layout = layouts.removeValue(forKey: order[oldest]) {
        g_object_unref(UnsafeMutableRawPointer(layout))
      }
      oldest += 1
    }
    if oldest > capacity {
      order.removeFirst(oldest)
      oldest = 0
    }
  }
}
