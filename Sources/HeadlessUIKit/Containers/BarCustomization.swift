import Foundation

/// How a bar is laid out (UIKit's `UIBarMetrics`), with UIKit's raw values.
public enum BarMetrics: Int, Sendable {
  case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102
}

/// Where a bar sits (UIKit's `UIBarPosition`), with UIKit's raw values.
public enum BarPosition: Int, Sendable {
  case any = 0, bottom, top, topAttached
}

/// The images and adjustments of UIKit's pre-iOS 13 bar customisation, kept per kind, state, style, position and
/// metrics (`setBackgroundImage(_:for:barMetrics:)`, `setTitlePositionAdjustment(_:for:)` …).
package struct BarCustomization {
  private var images: [String: Image] = [:]
  private var amounts: [String: CGFloat] = [:]
  private var offsets: [String: Offset] = [:]

  package init() {}

  private static func key(_ kind: String, _ parts: [Int]) -> String {
    ([kind] + parts.map(String.init)).joined(separator: ".")
  }

  package subscript(image kind: String, _ parts: Int...) -> Image? {
    get { images[Self.key(kind, parts)] }
    set { images[Self.key(kind, parts)] = newValue }
  }

  package subscript(amount kind: String, _ parts: Int...) -> CGFloat {
    get { amounts[Self.key(kind, parts)] ?? 0 }
    set { amounts[Self.key(kind, parts)] = newValue }
  }

  package subscript(offset kind: String, _ parts: Int...) -> Offset {
    get { offsets[Self.key(kind, parts)] ?? .zero }
    set { offsets[Self.key(kind, parts)] = newValue }
  }
}
