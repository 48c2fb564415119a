import Foundation

/// A layer that draws its sublayers several times, each copy a step further on (Core Animation's
/// `CAReplicatorLayer`).
///
/// Each copy is transformed and faded a step further: the renderer draws the sublayers `instanceCount` times, copy
/// `i` under the instance transform applied `i` times about the layer's centre and with `i` alpha offsets. Depth in
/// the transform and the colour offsets are not drawn (an error diagnostic says so); the delay is kept.
open class CAReplicatorLayer: Layer {
  /// How many copies are drawn, the original included (1 by default).
  open var instanceCount = 1
  /// Whether copies keep their depth (stored).
  open var preservesDepth = false
  /// The delay between copies' animations (stored: nothing animates).
  open var instanceDelay: CFTimeInterval = 0
  /// The transform from one copy to the next.
  open var instanceTransform = CATransform3DIdentity
  /// The first copy's colour multiplier; `nil` for white.
  open var instanceColor: CGColor?
  /// How much each copy's red multiplier changes.
  open var instanceRedOffset: Float = 0
  /// How much each copy's green multiplier changes.
  open var instanceGreenOffset: Float = 0
  /// How much each copy's blue multiplier changes.
  open var instanceBlueOffset: Float = 0
  /// How much each copy's alpha multiplier changes.
  open var instanceAlphaOffset: Float = 0
}
