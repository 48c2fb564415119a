import Foundation
import Layout

/// The layer behind a view (Core Animation's `CALayer`, the properties view code sets).
///
/// A view's layer and the view share their state, as in UIKit: `layer.cornerRadius` is the view's
/// ``View/cornerRadius``, `layer.masksToBounds` its ``View/clipsToBounds``, `layer.opacity` its ``View/alpha``.
/// Shadow properties are stored; drawing them is future work (the layers issue), so a shadowed view renders
/// without its shadow for now.
public final class Layer {
  private unowned let view: View

  init(view: View) {
    self.view = view
  }

  public var cornerRadius: CGFloat {
    get { view.cornerRadius }
    set { view.cornerRadius = newValue }
  }
  public var borderWidth: CGFloat {
    get { view.borderWidth }
    set { view.borderWidth = newValue }
  }
  public var borderColor: CGColor? {
    get { view.borderColor }
    set { view.borderColor = newValue }
  }
  public var backgroundColor: CGColor? {
    get { view.backgroundColor }
    set { view.backgroundColor = newValue }
  }
  public var masksToBounds: Bool {
    get { view.clipsToBounds }
    set { view.clipsToBounds = newValue }
  }
  public var opacity: Float {
    get { Float(view.alpha) }
    set { view.alpha = CGFloat(newValue) }
  }
  public var isHidden: Bool {
    get { view.isHidden }
    set { view.isHidden = newValue }
  }
  public var frame: CGRect { view.frame }
  public var bounds: CGRect { view.bounds }

  public var shadowColor: CGColor? = .black
  public var shadowOpacity: Float = 0
  public var shadowOffset = CGSize(width: 0, height: -3)
  public var shadowRadius: CGFloat = 3
  public var maskedCorners: CornerMask = .all
  public var cornerCurve: CornerCurve = .circular
  public var zPosition: CGFloat = 0
  public var shouldRasterize = false
  public var rasterizationScale: CGFloat = 1

  /// Which corners ``cornerRadius`` rounds (Core Animation's `CACornerMask`), with its raw values.
  public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
    static let all: CornerMask = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
  }

  /// How rounded corners are drawn (Core Animation's `CALayerCornerCurve`).
  public enum CornerCurve: Hashable, Sendable {
    case circular, continuous
  }
}

public typealias CALayer = Layer
public typealias CACornerMask = Layer.CornerMask
public typealias CALayerCornerCurve = Layer.CornerCurve

extension View {
  /// The view's layer, made on first use and kept with the view.
  public var layer: Layer {
    if let layer = layerStorage as? Layer { return layer }
    let layer = Layer(view: self)
    layerStorage = layer
    return layer
  }
}
