import Foundation
import Layout

/// A layer (Core Animation's `CALayer`): the drawing behind a view, or a standalone layer added to one.
///
/// A view's layer and the view share their state, as in UIKit: `layer.cornerRadius` is the view's
/// ``View/cornerRadius``, `layer.masksToBounds` its ``View/clipsToBounds``, `layer.opacity` its ``View/alpha``,
/// `layer.frame` its frame. A standalone layer (`CALayer()`, a ``GradientLayer``, a ``ShapeLayer``) keeps its own,
/// with its ``frame`` in its superlayer's coordinates. The renderer draws, per layer: the shadow, the background
/// (rounded by ``cornerRadius`` on the ``maskedCorners``), the layer's own content, the sublayers (clipped when
/// ``masksToBounds``), then the border, inside the bounds.
open class Layer {
  /// The view this layer backs, if it backs one.
  public fileprivate(set) weak var backedView: View?
  /// What a standalone layer keeps itself.
  private var own = OwnState()
  /// The standalone sublayers and where they sit among a view's subviews.
  package private(set) var placements: [Placement] = []
  /// The layer this one was added to.
  open private(set) weak var superlayer: Layer?
  /// The animations added, by key, in the order added (they never run here).
  var animations: [(key: String, animation: LayerAnimation)] = []

  /// A standalone layer.
  public required init() {}

  /// How diagnostics name the layer: its view's name, or its class.
  public var debugName: String { backedView?.debugName ?? "a standalone \(type(of: self))" }

  /// A standalone layer's own copy of what a view-backed layer reads from its view.
  private struct OwnState {
    var backgroundColor: Color?
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    var borderColor: Color? = .black
    var masksToBounds = false
    var opacity: Float = 1
    var isHidden = false
    var frame = CGRect.zero
    var transform = CGAffineTransform.identity
  }

  /// Reads a property from the view, or the standalone copy.
  private func read<Value>(
    _ viewKey: KeyPath<View, Value>, _ ownKey: KeyPath<OwnState, Value>
  ) -> Value {
    backedView.map { $0[keyPath: viewKey] } ?? own[keyPath: ownKey]
  }

  /// Writes a property to the view, or the standalone copy.
  private func write<Value>(
    _ value: Value, _ viewKey: ReferenceWritableKeyPath<View, Value>,
    _ ownKey: WritableKeyPath<OwnState, Value>
  ) {
    if let backedView { backedView[keyPath: viewKey] = value } else { own[keyPath: ownKey] = value }
  }

  open var cornerRadius: CGFloat {
    get { read(\.cornerRadius, \.cornerRadius) }
    set { write(newValue, \.cornerRadius, \.cornerRadius) }
  }
  open var borderWidth: CGFloat {
    get { read(\.borderWidth, \.borderWidth) }
    set { write(newValue, \.borderWidth, \.borderWidth) }
  }
  open var borderColor: CGColor? {
    get { read(\.borderColor, \.borderColor) }
    set { write(newValue, \.borderColor, \.borderColor) }
  }
  open var backgroundColor: CGColor? {
    get { read(\.backgroundColor, \.backgroundColor) }
    set { write(newValue, \.backgroundColor, \.backgroundColor) }
  }
  open var masksToBounds: Bool {
    get { read(\.clipsToBounds, \.masksToBounds) }
    set { write(newValue, \.clipsToBounds, \.masksToBounds) }
  }
  open var isHidden: Bool {
    get { read(\.isHidden, \.isHidden) }
    set { write(newValue, \.isHidden, \.isHidden) }
  }
  open var opacity: Float {
    get { backedView.map { Float($0.alpha) } ?? own.opacity }
    set {
      if let backedView { backedView.alpha = CGFloat(newValue) } else { own.opacity = newValue }
    }
  }
  /// The layer's rectangle in its superlayer's coordinates.
  open var frame: CGRect {
    get { read(\.frame, \.frame) }
    set { write(newValue, \.frame, \.frame) }
  }
  /// The layer's own coordinates: its size at the origin (a view's bounds, scrolled or not).
  open var bounds: CGRect {
    get { backedView?.bounds ?? CGRect(origin: .zero, size: own.frame.size) }
    set {
      if let backedView {
        backedView.bounds = newValue
      } else {
        own.frame.size = newValue.size
      }
    }
  }
  /// The centre of the frame in the superlayer's coordinates (the anchor point is always the centre here).
  open var position: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// The transform applied about the layer's centre when drawn.
  ///
  /// A view's layer shares the view's ``View/transform``; layout ignores it, as in UIKit. Only the flat part is
  /// drawn (see ``CATransform3D``).
  open var transform: CATransform3D {
    get {
      let flat = read(\.transform, \.transform)
      return depthTransform.flatMap { $0.affine == flat ? $0 : nil } ?? CATransform3D(flat)
    }
    set {
      depthTransform = newValue.isAffine ? nil : newValue
      write(newValue.affine, \.transform, \.transform)
    }
  }
  /// The last transform set with depth or perspective, kept so that reading ``transform`` gives it back.
  private var depthTransform: CATransform3D?

  /// The transform as an affine one (its flat part).
  open func affineTransform() -> CGAffineTransform { transform.affine }

  /// Sets the transform from an affine one.
  open func setAffineTransform(_ transform: CGAffineTransform) {
    self.transform = CATransform3D(transform)
  }

  /// A layer whose alpha masks this one's drawing (its shadow, content and sublayers), in this layer's coordinates;
  /// where the mask is transparent, nothing of this layer shows.
  open var mask: Layer?
  /// An image drawn over the background, placed by ``contentsGravity`` (a `CGImage`, which is ``Image`` here).
  open var contents: Any?
  /// How ``contents`` is placed in the bounds (stretched to fill them by default).
  open var contentsGravity: CALayerContentsGravity = .resize

  /// The shadow's colour (opaque black by default, as Core Animation's).
  open var shadowColor: CGColor? = .black
  /// The shadow's strength, 0...1; 0 (the default) draws none.
  open var shadowOpacity: Float = 0
  /// Where the shadow sits relative to the layer, in points; Core Animation's default is (0, -3).
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The blur, in points: the Gaussian's standard deviation (see the renderer's shadow notes).
  open var shadowRadius: CGFloat = 3
  /// The shadow's shape; nil takes the shape of everything the layer draws.
  open var shadowPath: CGPath?
  /// Which corners ``cornerRadius`` rounds; the others stay square.
  open var maskedCorners: CornerMask = .all
  /// How rounded corners are drawn.
  open var cornerCurve: CornerCurve = .circular
  /// Stacking among siblings: higher draws later (on top); equal values keep their order.
  open var zPosition: CGFloat = 0
  open var shouldRasterize = false
  open var rasterizationScale: CGFloat = 1

  // MARK: - The layer tree

  /// A standalone sublayer and the subview it sits above (nil: below every subview).
  package struct Placement {
    package let layer: Layer
    package weak var above: View?
    /// Whether it was placed above a subview (so a removed subview sends it to the top, not the bottom).
    package let isAboveAView: Bool
  }

  /// The sublayers back to front: the layers of a view's subviews and the standalone ones, as Core Animation
  /// lists them; nil when there are none.
  open var sublayers: [Layer]? {
    let all = orderedSublayers.map { entry -> Layer in
      switch entry {
      case .view(let view): view.layer
      case .layer(let layer): layer
      }
    }
    return all.isEmpty ? nil : all
  }

  /// One entry of the drawing order.
  package enum Sublayer {
    case view(View)
    case layer(Layer)
  }

  /// Subviews and standalone sublayers interleaved, back to front, before sorting by ``zPosition``.
  package var orderedSublayers: [Sublayer] {
    let subviews = backedView?.subviews ?? []
    if placements.isEmpty { return subviews.map(Sublayer.view) }
    var result: [Sublayer] = []
    var placed = Set<ObjectIdentifier>()
    for placement in placements where !placement.isAboveAView {
      result.append(.layer(placement.layer))
      placed.insert(ObjectIdentifier(placement.layer))
    }
    for subview in subviews {
      result.append(.view(subview))
      for placement in placements where placement.above === subview {
        result.append(.layer(placement.layer))
        placed.insert(ObjectIdentifier(placement.layer))
      }
    }
    // Above a subview that has since left: on top, in their order.
    for placement in placements where !placed.contains(ObjectIdentifier(placement.layer)) {
      result.append(.layer(placement.layer))
    }
    return result
  }

  /// Adds a layer on top of every sublayer.
  open func addSublayer(_ layer: Layer) {
    insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
  }

  /// Inserts a layer at an index of ``sublayers`` (0 is the back).
  open func insertSublayer(_ layer: Layer, at index: UInt32) {
    if let view = layer.backedView {
      // A view's layer moves with its view.
      backedView?.insertSubview(view, at: Int(index))
      return
    }
    layer.removeFromSuperlayer()
    let order = orderedSublayers
    let position = min(Int(index), order.count)
    var placement = Placement(layer: layer, above: nil, isAboveAView: false)
    var insertionIndex = 0
    if position > 0 {
      switch order[position - 1] {
      case .view(let view):
        placement = Placement(layer: layer, above: view, isAboveAView: true)
        insertionIndex =
          (placements.lastIndex { $0.above === view }.map { $0 + 1 })
          ?? (placements.firstIndex { $0.isAboveAView } ?? placements.count)
      case .layer(let before):
        let beforeIndex = placements.firstIndex { $0.layer === before } ?? placements.count - 1
        placement = Placement(
          layer: layer, above: placements[beforeIndex].above,
          isAboveAView: placements[beforeIndex].isAboveAView)
        insertionIndex = beforeIndex + 1
      }
    }
    placements.insert(placement, at: insertionIndex)
    layer.superlayer = self
  }

  /// Inserts a layer just below a sublayer.
  open func insertSublayer(_ layer: Layer, below sibling: Layer?) {
    let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? 0
    insertSublayer(layer, at: UInt32(index))
  }

  /// Inserts a layer just above a sublayer.
  open func insertSublayer(_ layer: Layer, above sibling: Layer?) {
    let index =
      sibling.flatMap { s in sublayers?.firstIndex { $0 === s }.map { $0 + 1 } }
      ?? (sublayers?.count ?? 0)
    insertSublayer(layer, at: UInt32(index))
  }

  /// Takes the layer out of its superlayer (a view's layer: the view out of its superview).
  open func removeFromSuperlayer() {
    if let backedView {
      backedView.removeFromSuperview()
      return
    }
    superlayer?.placements.removeAll { $0.layer === self }
    superlayer = nil
  }

  /// Asks for a redraw; drawing happens when the scene renders.
  open func setNeedsDisplay() {}
  /// Asks for a layout pass; layout happens when the scene renders.
  open func setNeedsLayout() {}
  /// Lays out now (nothing to do for a standalone layer).
  open func layoutIfNeeded() { backedView?.layoutIfNeeded() }

  /// Which corners ``cornerRadius`` rounds (Core Animation's `CACornerMask`), with its raw values; on iOS the
  /// minimum y is the top.
  public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
    /// Every corner.
    public static let all: CornerMask = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
  }

  /// How rounded corners are drawn (Core Animation's `CALayerCornerCurve`).
  public enum CornerCurve: Hashable, Sendable {
    case circular, continuous
  }
}

/// How a layer's contents are placed in its bounds (Core Animation's `CALayerContentsGravity`).
public struct CALayerContentsGravity: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let center = CALayerContentsGravity(rawValue: "center")
  public static let top = CALayerContentsGravity(rawValue: "top")
  public static let bottom = CALayerContentsGravity(rawValue: "bottom")
  public static let left = CALayerContentsGravity(rawValue: "left")
  public static let right = CALayerContentsGravity(rawValue: "right")
  public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
  public static let topRight = CALayerContentsGravity(rawValue: "topRight")
  public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
  public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

  /// The view content mode that places content the same way.
  package var contentMode: ContentMode {
    switch self {
    case .center: .center
    case .top: .top
    case .bottom: .bottom
    case .left: .left
    case .right: .right
    case .topLeft: .topLeft
    case .topRight: .topRight
    case .bottomLeft: .bottomLeft
    case .bottomRight: .bottomRight
    case .resizeAspect: .scaleAspectFit
    case .resizeAspectFill: .scaleAspectFill
    default: .scaleToFill
    }
  }
}

public typealias CALayer = Layer
public typealias CACornerMask = Layer.CornerMask
public typealias CALayerCornerCurve = Layer.CornerCurve

extension View {
  /// The view's layer, made on first use and kept with the view.
  public var layer: Layer {
    if let layer = layerStorage as? Layer { return layer }
    let layer = ((type(of: self).layerClass as? Layer.Type) ?? Layer.self).init()
    layer.backedView = self
    layerStorage = layer
    return layer
  }

  /// The layer if code has used it (the renderer reads it without making one for every view).
  ///
  /// Not API.
  package var loadedLayer: Layer? { layerStorage as? Layer }
}
