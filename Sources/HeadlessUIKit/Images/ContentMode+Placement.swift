import Foundation

extension ContentMode {
  /// Where content of `size` is drawn in `bounds` in this mode: stretched, scaled to fit or fill (centred), or at
  /// its size against the edges the mode names; zero for empty content.
  public func placement(of size: CGSize, in bounds: CGRect) -> CGRect {
    guard size.width > 0, size.height > 0 else { return .zero }
    let drawn: CGSize
    switch self {
    case .scaleToFill, .redraw: return bounds
    case .scaleAspectFit, .scaleAspectFill:
      let ratios = (bounds.width / size.width, bounds.height / size.height)
      let factor = self == .scaleAspectFit ? min(ratios.0, ratios.1) : max(ratios.0, ratios.1)
      drawn = CGSize(width: size.width * factor, height: size.height * factor)
    default: drawn = size
    }
    let x: CGFloat
    switch self {
    case .left, .topLeft, .bottomLeft: x = bounds.minX
    case .right, .topRight, .bottomRight: x = bounds.maxX - drawn.width
    default: x = bounds.midX - drawn.width / 2
    }
    let y: CGFloat
    switch self {
    case .top, .topLeft, .topRight: y = bounds.minY
    case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - drawn.height
    default: y = bounds.midY - drawn.height / 2
    }
    return CGRect(x: x, y: y, width: drawn.width, height: drawn.height)
  }
}
