import Foundation
import Layout

extension Color {
  /// Makes the colour the current context's fill colour.
  public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(self) }

  /// Makes the colour the current context's stroke colour.
  public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(self) }

  /// Makes the colour the current context's fill and stroke colour.
  public func set() {
    setFill()
    setStroke()
  }
}
