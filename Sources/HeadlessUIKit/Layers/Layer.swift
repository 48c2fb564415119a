import Foundation

/// A layer (Core Animation's `CALayer`): the drawing behind a view, or a standalone layer added to one.
///
/// A view's layer and the view share their state, as in UIKit: `layer.cornerRadius` is the view's
/// ``View/cornerRadius``, `layer.masksToBounds` its ``View/clipsToBounds``, `layer.opacity` its ``View/alpha``,
/// `layer.frame` its frame. A standalone layer (`CALayer()`, a ``GradientLayer``, a ``ShapeLayer``) keeps its own,
/// with its ``frame`` in its superlayer's coordinates. The renderer draws, per layer: the shadow, the background
/// (rounded by ``cornerRadius`` on the ``maskedCorners``), the layer's own content, the sublayers (clipped when
/// ``masksToBounds``), then the border, inside the bounds.
open class Layer: NSObject {
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
  public override init() {}

  /// A copy of another layer's state, as Core Animation makes presentation layers (the layer's own values here).
  public init(layer: Any) {
    guard let other = layer as? Layer else { return }
    own = other.own
    extras = other.extras.map { SideStorage($0.values) }
  }

  /// There are no archives here: always `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// What a layer keeps beyond what every layer needs, made when code first sets one of them.
  private var extras: SideStorage<Extras>?

  private func extra<Value>(_ key: KeyPath<Extras, Value>) -> Value {
    SideStorage.read(extras, key, defaults: Extras())
  }

  private func setExtra<Value>(_ key: WritableKeyPath<Extras, Value>, _ value: Value) {
    SideStorage.write(&extras, key, value, defaults: Extras())
  }

  /// Values Core Animation keeps that change nothing drawn here, at Core Animation's defaults.
  private struct Extras {
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var anchorPointZ: CGFloat = 0
    var isDoubleSided = true
    var isGeometryFlipped = false
    var sublayerTransform = CATransform3DIdentity
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsScale: CGFloat = 1
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    var minificationFilter = CALayerContentsFilter.linear
    var magnificationFilter = CALayerContentsFilter.linear
    var minificationFilterBias: Float = 0
    var isOpaque = false
    var needsDisplayOnBoundsChange = false
    var drawsAsynchronously = false
    var allowsEdgeAntialiasing = false
    var edgeAntialiasingMask: CAEdgeAntialiasingMask = [
      .layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge,
    ]
    var allowsGroupOpacity = true
    var compositingFilter: Any?
    var filters: [Any]?
    var backgroundFilters: [Any]?
    var actions: [String: any CAAction]?
    var name: String?
    weak var delegate: (any CALayerDelegate)?
    var style: [AnyHashable: Any]?
    var beginTime: TimeInterval = 0
    var duration: TimeInterval = 0
    var speed: Float = 1
    var timeOffset: TimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: TimeInterval = 0
    var autoreverses = false
    var fillMode = MediaTimingFillMode.removed
  }

  // MARK: Core Animation's values kept without changing what is drawn

  /// Where the layer's position sits in its bounds, kept: the position is always the centre here.
  open var anchorPoint: CGPoint {
    get { extra(\.anchorPoint) }
    set { setExtra(\.anchorPoint, newValue) }
  }
  open var anchorPointZ: CGFloat {
    get { extra(\.anchorPointZ) }
    set { setExtra(\.anchorPointZ, newValue) }
  }
  open var isDoubleSided: Bool {
    get { extra(\.isDoubleSided) }
    set { setExtra(\.isDoubleSided, newValue) }
  }
  open var isGeometryFlipped: Bool {
    get { extra(\.isGeometryFlipped) }
    set { setExtra(\.isGeometryFlipped, newValue) }
  }
  open func contentsAreFlipped() -> Bool { isGeometryFlipped }
  open var sublayerTransform: CATransform3D {
    get { extra(\.sublayerTransform) }
    set { setExtra(\.sublayerTransform, newValue) }
  }
  open var contentsRect: CGRect {
    get { extra(\.contentsRect) }
    set { setExtra(\.contentsRect, newValue) }
  }
  open var contentsScale: CGFloat {
    get { extra(\.contentsScale) }
    set { setExtra(\.contentsScale, newValue) }
  }
  open var contentsCenter: CGRect {
    get { extra(\.contentsCenter) }
    set { setExtra(\.contentsCenter, newValue) }
  }
  open var minificationFilter: CALayerContentsFilter {
    get { extra(\.minificationFilter) }
    set { setExtra(\.minificationFilter, newValue) }
  }
  open var magnificationFilter: CALayerContentsFilter {
    get { extra(\.magnificationFilter) }
    set { setExtra(\.magnificationFilter, newValue) }
  }
  open var minificationFilterBias: Float {
    get { extra(\.minificationFilterBias) }
    set { setExtra(\.minificationFilterBias, newValue) }
  }
  open var isOpaque: Bool {
    get { extra(\.isOpaque) }
    set { setExtra(\.isOpaque, newValue) }
  }
  open var needsDisplayOnBoundsChange: Bool {
    get { extra(\.needsDisplayOnBoundsChange) }
    set { setExtra(\.needsDisplayOnBoundsChange, newValue) }
  }
  open var drawsAsynchronously: Bool {
    get { extra(\.drawsAsynchronously) }
    set { setExtra(\.drawsAsynchronously, newValue) }
  }
  open var allowsEdgeAntialiasing: Bool {
    get { extra(\.allowsEdgeAntialiasing) }
    set { setExtra(\.allowsEdgeAntialiasing, newValue) }
  }
  open var edgeAntialiasingMask: CAEdgeAntialiasingMask {
    get { extra(\.edgeAntialiasingMask) }
    set { setExtra(\.edgeAntialiasingMask, newValue) }
  }
  open var allowsGroupOpacity: Bool {
    get { extra(\.allowsGroupOpacity) }
    set { setExtra(\.allowsGroupOpacity, newValue) }
  }
  /// Core Image filters are not applied here: kept.
  open var compositingFilter: Any? {
    get { extra(\.compositingFilter) }
    set { setExtra(\.compositingFilter, newValue) }
  }
  open var filters: [Any]? {
    get { extra(\.filters) }
    set { setExtra(\.filters, newValue) }
  }
  open var backgroundFilters: [Any]? {
    get { extra(\.backgroundFilters) }
    set { setExtra(\.backgroundFilters, newValue) }
  }
  open var actions: [String: any CAAction]? {
    get { extra(\.actions) }
    set { setExtra(\.actions, newValue) }
  }
  open var name: String? {
    get { extra(\.name) }
    set { setExtra(\.name, newValue) }
  }
  /// Kept; nothing asks it to draw or lay out here.
  open weak var delegate: (any CALayerDelegate)? {
    get { extra(\.delegate) }
    set { setExtra(\.delegate, newValue) }
  }
  open var style: [AnyHashable: Any]? {
    get { extra(\.style) }
    set { setExtra(\.style, newValue) }
  }
  open var beginTime: TimeInterval {
    get { extra(\.beginTime) }
    set { setExtra(\.beginTime, newValue) }
  }
  open var duration: TimeInterval {
    get { extra(\.duration) }
    set { setExtra(\.duration, newValue) }
  }
  open var speed: Float {
    get { extra(\.speed) }
    set { setExtra(\.speed, newValue) }
  }
  open var timeOffset: TimeInterval {
    get { extra(\.timeOffset) }
    set { setExtra(\.timeOffset, newValue) }
  }
  open var repeatCount: Float {
    get { extra(\.repeatCount) }
    set { setExtra(\.repeatCount, newValue) }
  }
  open var repeatDuration: TimeInterval {
    get { extra(\.repeatDuration) }
    set { setExtra(\.repeatDuration, newValue) }
  }
  open var autoreverses: Bool {
    get { extra(\.autoreverses) }
    set { setExtra(\.autoreverses, newValue) }
  }
  open var fillMode: MediaTimingFillMode {
    get { extra(\.fillMode) }
    set { setExtra(\.fillMode, newValue) }
  }

  /// Nothing animates here: the presentation layer is the layer itself.
  open func presentation() -> Self? { self }
  open func model() -> Self { self }
  open class func defaultValue(forKey key: String) -> Any? { nil }
  open class func needsDisplay(forKey key: String) -> Bool { false }
  open func shouldArchiveValue(forKey key: String) -> Bool { true }
  open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }
  open func action(forKey event: String) -> (any CAAction)? { actions?[event] }
  /// How far a continuous corner curve reaches past its radius: 1.528665 for continuous corners (the ratio of the
  /// squircle's extent to the radius that Core Animation reports), 1 for circular ones.
  open class func cornerCurveExpansionFactor(_ curve: CornerCurve) -> CGFloat {
    curve == .continuous ? 1.528665 : 1
  }

  // MARK: Geometry

  /// A point in this layer's coordinates, in `layer`'s (the root's for `nil`).
  open func convert(_ p: CGPoint, to l: Layer?) -> CGPoint {
    let here = originInRoot
    let there = l?.originInRoot ?? .zero
    return CGPoint(x: p.x + here.x - there.x, y: p.y + here.y - there.y)
  }

  open func convert(_ p: CGPoint, from l: Layer?) -> CGPoint {
    (l ?? rootLayer).convert(p, to: self)
  }

  open func convert(_ r: CGRect, to l: Layer?) -> CGRect {
    CGRect(origin: convert(r.origin, to: l), size: r.size)
  }
  open func convert(_ r: CGRect, from l: Layer?) -> CGRect {
    CGRect(origin: convert(r.origin, from: l), size: r.size)
  }
  /// Every layer runs on the same clock here.
  open func convertTime(_ t: TimeInterval, from l: Layer?) -> TimeInterval { t }
  open func convertTime(_ t: TimeInterval, to l: Layer?) -> TimeInterval { t }

  /// The frontmost visible layer under a point in the superlayer's coordinates, this one or a sublayer.
  open func hitTest(_ p: CGPoint) -> Layer? {
    guard !isHidden, frame.contains(p) else { return nil }
    let inside = CGPoint(x: p.x - frame.minX + bounds.minX, y: p.y - frame.minY + bounds.minY)
    for sublayer in (sublayers ?? []).reversed() {
      if let hit = sublayer.hitTest(inside) { return hit }
    }
    return self
  }

  /// Whether a point in the layer's own coordinates lies in its bounds.
  open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

  /// The size the layer would like: its bounds' size.
  open func preferredFrameSize() -> CGSize { bounds.size }

  /// Where this layer's coordinate origin lies in its root layer's coordinates.
  private var originInRoot: CGPoint {
    if let backedView { return backedView.convert(CGPoint.zero, to: nil) }
    let parent = superlayer?.originInRoot ?? .zero
    return CGPoint(x: parent.x + frame.minX - bounds.minX, y: parent.y + frame.minY - bounds.minY)
  }

  private var rootLayer: Layer {
    var layer = self
    while let parent = layer.superlayer ?? layer.backedView?.superview?.layer { layer = parent }
    return layer
  }

  // MARK: Drawing and layout override points (drawing happens when the scene renders)

  /// A standalone layer draws its background, contents and sublayers; these override points are not called here.
  open func display() {}
  open func setNeedsDisplay(_ r: CGRect) {}
  open func needsDisplay() -> Bool { false }
  open func displayIfNeeded() {}
  open func draw(in ctx: CGContext) {}
  open func render(in ctx: CGContext) {}
  open func needsLayout() -> Bool { false }
  /// A view's layer lays out with its view; a standalone layer's sublayers keep their frames.
  open func layoutSublayers() {}

  // MARK: Animations (kept, never run)

  /// Keeps `animation` under `key`; it never runs here.
  open func add(_ animation: LayerAnimation, forKey key: String?) {
    let key = key ?? "animation-\(animations.count)"
    animations.removeAll { $0.key == key }
    animations.append((key, animation))
  }

  /// The animation kept under `key`.
  open func animation(forKey key: String) -> LayerAnimation? {
    animations.first { $0.key == key }?.animation
  }

  /// The keys of the animations kept, or `nil` when there are none.
  open func animationKeys() -> [String]? {
    animations.isEmpty ? nil : animations.map(\.key)
  }

  /// Forgets the animation under `key`.
  open func removeAnimation(forKey key: String) {
    animations.removeAll { $0.key == key }
  }

  /// Forgets every animation.
  open func removeAllAnimations() {
    animations.removeAll()
  }

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
    get { read(\.storedBackgroundColor, \.backgroundColor) }
    set { write(newValue, \.storedBackgroundColor, \.backgroundColor) }
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
  /// The pixel format of the layer's backing store (stored; 8-bit RGBA here).
  open var contentsFormat: CALayerContentsFormat = .RGBA8Uint
  /// Whether the contents may be brighter than white (stored; drawn in standard range).
  open var wantsExtendedDynamicRangeContent = false
  /// How bright content is mapped to the display (stored).
  open var toneMapMode: ToneMapMode = .automatic
  /// The dynamic range asked for (stored).
  open var preferredDynamicRange: DynamicRange = .automatic
  /// The headroom of bright contents (stored).
  open var contentsHeadroom: CGFloat = 0
  /// Whether contents are redrawn rather than scaled when the scale changes (stored).
  open var wantsDynamicContentScaling = false

  /// How bright content is mapped to the display (Core Animation's `CALayer.ToneMapMode`).
  public struct ToneMapMode: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let automatic = ToneMapMode(rawValue: "automatic")
    public static let never = ToneMapMode(rawValue: "never")
    public static let ifSupported = ToneMapMode(rawValue: "ifSupported")
  }

  /// A layer's dynamic range (Core Animation's `CALayer.DynamicRange`).
  public struct DynamicRange: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let automatic = DynamicRange(rawValue: "automatic")
    public static let standard = DynamicRange(rawValue: "standard")
    public static let constrainedHigh = DynamicRange(rawValue: "constrainedHigh")
    public static let high = DynamicRange(rawValue: "high")
  }

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

  /// The sublayers back to front: the layers of a view's subviews and the standalone ones.
  ///
  /// As Core Animation lists them; nil when there are none. Setting it replaces the standalone sublayers (a view's
  /// layers stay with their views).
  open var sublayers: [Layer]? {
    get {
      let all = orderedSublayers.map { entry -> Layer in
        switch entry {
        case .view(let view): view.layer
        case .layer(let layer): layer
        }
      }
      return all.isEmpty ? nil : all
    }
    set {
      for placement in placements { placement.layer.removeFromSuperlayer() }
      for layer in newValue ?? [] where layer.backedView == nil { addSublayer(layer) }
    }
  }

  /// Puts `newLayer` where `oldLayer` is among the sublayers.
  open func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
    guard let index = sublayers?.firstIndex(where: { $0 === oldLayer }) else { return }
    oldLayer.removeFromSuperlayer()
    insertSublayer(newLayer, at: UInt32(index))
  }

  /// One entry of the drawing order.
  package enum Sublayer {
    case view(View)
    case layer(Layer)

    /// Whether it is a standalone layer, not a subview's.
    package var isLayer: Bool {
      if case .layer = self { true } else { false }
    }
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

/// What a layer does when a property changes (Core Animation's `CAAction`); nothing runs here.
public protocol CAAction: AnyObject {
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// Asked to draw and lay a layer out (Core Animation's `CALayerDelegate`).
///
/// Every requirement is optional. Nothing asks here: a view draws through `draw(_:)`.
public protocol CALayerDelegate: AnyObject {
  func display(_ layer: Layer)
  func draw(_ layer: Layer, in ctx: CGContext)
  func layerWillDraw(_ layer: Layer)
  func layoutSublayers(of layer: Layer)
  func action(for layer: Layer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
  public func display(_ layer: Layer) {}
  public func draw(_ layer: Layer, in ctx: CGContext) {}
  public func layerWillDraw(_ layer: Layer) {}
  public func layoutSublayers(of layer: Layer) {}
  public func action(for layer: Layer, forKey event: String) -> (any CAAction)? { nil }
}

/// How a layer samples its contents when scaled (Core Animation's `CALayerContentsFilter`).
public struct CALayerContentsFilter: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CALayerContentsFilter(rawValue: "linear")
  public static let nearest = CALayerContentsFilter(rawValue: "nearest")
  public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// Which edges of a layer are antialiased (Core Animation's `CAEdgeAntialiasingMask`).
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
  public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
  public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
  public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
}

extension View {
  /// The view's layer, made on first use and kept with the view (``View/layer``).
  var layerImplementation: Layer {
    if let layer = layerStorage as? Layer { return layer }
    let layer = Layer.make(type(of: self).layerClass, for: self)
    layer.backedView = self
    layerStorage = layer
    return layer
  }

  /// The layer if code has used it (the renderer reads it without making one for every view).
  ///
  /// Not API.
  package var loadedLayer: Layer? { layerStorage as? Layer }
}

extension Layer {
  /// A layer of a view's `layerClass`: Core Animation's own classes as themselves; a team's subclass as its nearest
  /// Core Animation ancestor, with a warning.
  ///
  /// Swift makes an instance of a class known only at run time through a `required` initialiser, and UIKit's
  /// layer initialisers are not required (a team's `override init()` would not compile if they were), so a
  /// subclass defined outside this library cannot be made from its class alone.
  static func make(_ layerClass: AnyClass, for view: View) -> Layer {
    var current: AnyClass? = layerClass
    while let candidate = current {
      if let made = builtIn(candidate) {
        if candidate != layerClass {
          Diagnostics.report(
            Diagnostic(
              .warning,
              "\(view.debugName): layerClass \(layerClass) cannot be made here; a \(candidate) stands in (its"
                + " drawing is not done)"))
        }
        return made
      }
      current = _getSuperclass(candidate)
    }
    return Layer()
  }

  private static func builtIn(_ layerClass: AnyClass) -> Layer? {
    switch ObjectIdentifier(layerClass) {
    case ObjectIdentifier(Layer.self): Layer()
    case ObjectIdentifier(GradientLayer.self): GradientLayer()
    case ObjectIdentifier(ShapeLayer.self): ShapeLayer()
    case ObjectIdentifier(TextLayer.self): TextLayer()
    case ObjectIdentifier(CAEmitterLayer.self): CAEmitterLayer()
    default: nil
    }
  }
}

/// A layer's backing-store format (Core Animation's `CALayerContentsFormat`), with Core Animation's raw values.
public struct CALayerContentsFormat: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA8")
  public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBAh")
  public static let gray8Uint = CALayerContentsFormat(rawValue: "Gray8")
}

/// A view is its layer's delegate, as in UIKit (its members are the view's own, open to subclasses).
extension View: CALayerDelegate {}
