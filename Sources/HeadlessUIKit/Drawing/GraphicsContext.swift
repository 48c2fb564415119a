internal import CPangoCairo
import Foundation

/// A drawing destination (Core Graphics' `CGContext`), drawing straight into the renderer's Cairo context.
///
/// `UIGraphicsGetCurrentContext()` returns one inside a view's `draw(_:)` (in the view's bounds coordinates,
/// clipped to them, y growing downwards as in UIKit) and inside a ``GraphicsImageRenderer``'s closure. The graphics
/// state is Core Graphics': fill and stroke colours (black), line width 1, butt caps, miter joins with limit 10,
/// alpha 1, the normal blend mode; ``saveGState()``/``restoreGState()`` keep all of it, the transform and the clip.
/// Calls this library cannot honour report an error diagnostic that names the call; none draws something else
/// silently.
public final class CGContext {
  /// The Cairo context drawn into.
  let cairo: OpaquePointer
  /// The appearance adaptive colours resolve for.
  let appearance: Appearance
  /// What Core Graphics keeps in its graphics state besides what Cairo keeps.
  struct State {
    var fill = Color.black
    var stroke = Color.black
    var alpha: Double = 1
    var interpolationQuality = CGInterpolationQuality.default
    var textPosition = CGPoint.zero
    var textMatrix = CGAffineTransform.identity
  }
  var state = State()
  /// The states saved by ``saveGState()``, innermost last.
  private var saved: [State] = []
  /// A view's rectangle to clip to and draw in, set up on first use (most views never draw).
  private var pendingView: (frame: CGRect, bounds: CGRect)?
  /// How many `cairo_save`s the current view drawing made, to undo when it ends.
  private var viewSaveDepth: Int?
  /// The bitmap of a context made with `init?(data:width:height:…)`, which the context keeps alive.
  var ownedBitmap: OwnedBitmap?
  /// The document of a PDF context, which the context keeps alive and finishes.
  var ownedDocument: PDFDocumentOutput?
  /// The frame a view's drawing is clipped to, in the canvas's points, and the transform drawing started with:
  /// what ``resetClip()`` goes back to.
  var viewClip: (frame: CGRect, matrix: cairo_matrix_t)?
  /// The alpha each transparency layer begun and not yet ended is composited at, innermost last.
  var transparencyLayerAlphas: [Double] = []

  /// A context over a Cairo context whose transform is already in points.
  ///
  /// Its Cairo state is left as it is until
  /// a view drawing starts (``drawing(inFrame:bounds:_:)``) or ``resetCairoState()`` is called.
  package init(cairo: OpaquePointer, appearance: Appearance) {
    self.cairo = cairo
    self.appearance = appearance
  }

  /// Runs a view's drawing (`draw(_:)`) with this as the current context: in the view's bounds coordinates
  /// (`frame` in the canvas's points, `bounds` the view's own), clipped to the frame, in a fresh graphics state.
  package func drawing(inFrame frame: CGRect, bounds: CGRect, _ body: () -> Void) {
    pendingView = (frame, bounds)
    let stack = GraphicsContextStack.forThisThread
    stack.push(self)
    body()
    stack.pop()
    pendingView = nil
    if let depth = viewSaveDepth {
      for _ in 0..<(saved.count - depth + 1) { cairo_restore(cairo) }
      cairo_new_path(cairo)
      viewSaveDepth = nil
    }
    saved = []
    state = State()
    viewClip = nil
  }

  /// Sets a pending view's clip and coordinates up before its first drawing call.
  func prepare() {
    guard let view = pendingView else { return }
    pendingView = nil
    cairo_save(cairo)
    viewSaveDepth = saved.count
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    viewClip = (view.frame, matrix)
    cairo_new_path(cairo)
    cairo_rectangle(
      cairo, Double(view.frame.minX), Double(view.frame.minY), Double(view.frame.width),
      Double(view.frame.height))
    cairo_clip(cairo)
    cairo_translate(
      cairo, Double(view.frame.minX - view.bounds.minX), Double(view.frame.minY - view.bounds.minY))
    resetCairoState()
  }

  /// Core Graphics' defaults for what Cairo keeps in its state.
  func resetCairoState() {
    cairo_set_line_width(cairo, 1)
    cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
    cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
    cairo_set_miter_limit(cairo, 10)
    cairo_set_dash(cairo, nil, 0, 0)
    cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
  }

  /// Reports a call this library does not carry out, naming it.
  func unsupported(_ call: String, _ consequence: String) {
    Diagnostics.report(Diagnostic(.error, "CGContext.\(call) is not supported: \(consequence)"))
  }

  // MARK: - The graphics state

  /// Saves the graphics state (colours, line attributes, alpha, blend mode, transform, clip).
  public func saveGState() {
    prepare()
    saved.append(state)
    cairo_save(cairo)
  }

  /// Restores the state the matching ``saveGState()`` saved; an unmatched call does nothing.
  public func restoreGState() {
    prepare()
    guard let last = saved.popLast() else { return }
    state = last
    cairo_restore(cairo)
  }

  /// Sets the fill colour.
  public func setFillColor(_ color: CGColor) {
    prepare()
    state.fill = color.resolved(for: appearance)
  }

  /// Sets the stroke colour.
  public func setStrokeColor(_ color: CGColor) {
    prepare()
    state.stroke = color.resolved(for: appearance)
  }

  /// Sets the fill colour from components.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    setFillColor(Color(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// Sets the stroke colour from components.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    setStrokeColor(Color(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// Sets the fill colour to a grey.
  public func setFillColor(gray: CGFloat, alpha: CGFloat) {
    setFillColor(Color(white: gray, alpha: alpha))
  }

  /// Sets the stroke colour to a grey.
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    setStrokeColor(Color(white: gray, alpha: alpha))
  }

  /// Sets the alpha everything drawn afterwards is multiplied by (clamped to 0...1).
  public func setAlpha(_ alpha: CGFloat) {
    prepare()
    state.alpha = alpha.isFinite ? min(max(Double(alpha), 0), 1) : 1
  }

  /// Sets the width strokes are drawn with, in user-space units.
  public func setLineWidth(_ width: CGFloat) {
    prepare()
    cairo_set_line_width(cairo, Double(max(width, 0)))
  }

  /// Sets how open ends of strokes are drawn.
  public func setLineCap(_ cap: CGLineCap) {
    prepare()
    cairo_set_line_cap(cairo, cap.cairo)
  }

  /// Sets how corners of strokes are drawn.
  public func setLineJoin(_ join: CGLineJoin) {
    prepare()
    cairo_set_line_join(cairo, join.cairo)
  }

  /// Sets the limit beyond which a miter join is drawn bevelled.
  public func setMiterLimit(_ limit: CGFloat) {
    prepare()
    cairo_set_miter_limit(cairo, Double(limit))
  }

  /// Sets a dash pattern (dash and gap lengths, starting `phase` into it); no lengths draws solid lines.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    prepare()
    var dashes = lengths.map { Double(max($0, 0)) }
    if dashes.contains(where: { $0 > 0 }) {
      cairo_set_dash(cairo, &dashes, Int32(dashes.count), Double(phase))
    } else {
      cairo_set_dash(cairo, nil, 0, 0)
    }
  }

  /// Sets how drawing combines with what is below it.
  public func setBlendMode(_ mode: CGBlendMode) {
    prepare()
    guard let cairoOperator = mode.cairo else {
      unsupported("setBlendMode(.\(mode))", "drawn with the normal blend mode")
      cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
      return
    }
    cairo_set_operator(cairo, cairoOperator)
  }

  /// Turns antialiasing of shapes on or off.
  public func setShouldAntialias(_ antialias: Bool) {
    prepare()
    cairo_set_antialias(cairo, antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
  }

  /// Accepted for source compatibility: antialiasing is governed by ``setShouldAntialias(_:)``.
  public func setAllowsAntialiasing(_ allows: Bool) {}

  /// Shadows drawn by a context are not supported: reports an error diagnostic, and drawing goes on without one.
  ///
  /// A layer's shadow (`layer.shadowOpacity` and friends) is supported; use it instead.
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
    guard let color, color.alpha > 0 else { return }
    unsupported(
      "setShadow(offset:blur:color:)", "drawn without the shadow (a layer's shadow is supported)")
  }

  /// Shadows drawn by a context are not supported (see ``setShadow(offset:blur:color:)``).
  public func setShadow(offset: CGSize, blur: CGFloat) {
    setShadow(offset: offset, blur: blur, color: Color(white: 0, alpha: 1.0 / 3.0))
  }

  // MARK: - The transform

  /// Moves the origin of user space.
  public func translateBy(x: CGFloat, y: CGFloat) {
    prepare()
    cairo_translate(cairo, Double(x), Double(y))
  }

  /// Scales user space.
  public func scaleBy(x: CGFloat, y: CGFloat) {
    prepare()
    guard x != 0, y != 0, x.isFinite, y.isFinite else {
      return unsupported(
        "scaleBy(x: \(x), y: \(y))", "a scale must be finite and non-zero; ignored")
    }
    cairo_scale(cairo, Double(x), Double(y))
  }

  /// Rotates user space by `angle` radians (clockwise on screen, as y grows downwards).
  public func rotate(by angle: CGFloat) {
    prepare()
    cairo_rotate(cairo, Double(angle))
  }

  /// Applies a transform to user space.
  public func concatenate(_ transform: CGAffineTransform) {
    prepare()
    var matrix = cairo_matrix_t(
      xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c),
      yy: Double(transform.d), x0: Double(transform.tx), y0: Double(transform.ty))
    guard transform.a * transform.d - transform.b * transform.c != 0 else {
      return unsupported("concatenate(_:)", "the transform cannot be inverted; ignored")
    }
    cairo_transform(cairo, &matrix)
  }

  /// The source colour for filling or stroking, with the state's alpha.
  func setSource(_ color: Color) {
    cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha * state.alpha)
  }
}

extension CGLineCap {
  var cairo: cairo_line_cap_t {
    switch self {
    case .butt: CAIRO_LINE_CAP_BUTT
    case .round: CAIRO_LINE_CAP_ROUND
    case .square: CAIRO_LINE_CAP_SQUARE
    }
  }
}

extension CGLineJoin {
  var cairo: cairo_line_join_t {
    switch self {
    case .miter: CAIRO_LINE_JOIN_MITER
    case .round: CAIRO_LINE_JOIN_ROUND
    case .bevel: CAIRO_LINE_JOIN_BEVEL
    }
  }
}
