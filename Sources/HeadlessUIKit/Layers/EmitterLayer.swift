import Foundation

/// A particle emitter (Core Animation's `CAEmitterLayer`): its cells and geometry are kept; no particle is drawn,
/// as a still picture of particles would differ on every run (the layer draws as a plain layer: its background and
/// border).
open class CAEmitterLayer: Layer {
  /// The kinds of particle emitted.
  open var emitterCells: [CAEmitterCell]?
  open var birthRate: Float = 1
  open var lifetime: Float = 1
  /// Where the emitter is, in the layer's coordinates, and its size.
  open var emitterPosition: CGPoint = .zero
  open var emitterZPosition: CGFloat = 0
  open var emitterSize: CGSize = .zero
  open var emitterDepth: CGFloat = 0
  open var emitterShape: CAEmitterLayerEmitterShape = .point
  open var emitterMode: CAEmitterLayerEmitterMode = .volume
  open var renderMode: CAEmitterLayerRenderMode = .unordered
  open var preservesDepth = false
  open var velocity: Float = 1
  open var scale: Float = 1
  open var spin: Float = 1
  open var seed: UInt32 = 0
}

/// One kind of particle of an emitter (Core Animation's `CAEmitterCell`): kept, never drawn.
open class CAEmitterCell: NSObject {
  open var name: String?
  open var isEnabled = true
  open var birthRate: Float = 0
  open var lifetime: Float = 0
  open var lifetimeRange: Float = 0
  open var emissionLatitude: CGFloat = 0
  open var emissionLongitude: CGFloat = 0
  open var emissionRange: CGFloat = 0
  open var velocity: CGFloat = 0
  open var velocityRange: CGFloat = 0
  open var xAcceleration: CGFloat = 0
  open var yAcceleration: CGFloat = 0
  open var zAcceleration: CGFloat = 0
  open var scale: CGFloat = 1
  open var scaleRange: CGFloat = 0
  open var scaleSpeed: CGFloat = 0
  open var spin: CGFloat = 0
  open var spinRange: CGFloat = 0
  open var color: CGColor?
  open var redRange: Float = 0
  open var greenRange: Float = 0
  open var blueRange: Float = 0
  open var alphaRange: Float = 0
  open var redSpeed: Float = 0
  open var greenSpeed: Float = 0
  open var blueSpeed: Float = 0
  open var alphaSpeed: Float = 0
  open var contents: Any?
  open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  open var contentsScale: CGFloat = 1
  open var emitterCells: [CAEmitterCell]?

  public override init() {}

  /// A new cell (Core Animation's factory).
  open class func emitterCell() -> CAEmitterCell { CAEmitterCell() }
}

/// The emitter's shape (Core Animation's `CAEmitterLayerEmitterShape`).
public struct CAEmitterLayerEmitterShape: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
  public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
  public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
  public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
  public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
  public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Where on the shape particles start (Core Animation's `CAEmitterLayerEmitterMode`).
public struct CAEmitterLayerEmitterMode: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
  public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
  public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
  public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// How particles are composited (Core Animation's `CAEmitterLayerRenderMode`).
public struct CAEmitterLayerRenderMode: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
  public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
  public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
  public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
  public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}
