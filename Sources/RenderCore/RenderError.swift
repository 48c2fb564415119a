import Foundation

/// Why a scene could not be rendered or written.
///
/// Each case names the value at fault.
public enum RenderError: Error, Sendable, CustomStringConvertible, Equatable {
  /// The canvas has a zero, negative or non-finite size or scale.
  case invalidCanvas(scene: String, width: Double, height: Double, scale: Double)
  /// The canvas would need more pixels than the limit (`Scene.maximumPixelCount`).
  case canvasTooLarge(scene: String, pixels: Int, limit: Int)
  /// Cairo refused to make or draw a surface.
  case cairo(scene: String, status: String)
  /// libpng could not encode or decode.
  case png(String)
  /// libjpeg could not encode or decode.
  case jpeg(String)
  /// The output file could not be written; nothing was left behind.
  case write(path: String, reason: String)

  public var description: String {
    switch self {
    case .invalidCanvas(let scene, let width, let height, let scale):
      return
        "scene \"\(scene)\": invalid canvas \(width)×\(height) at scale \(scale); sizes and scale must be positive"
    case .canvasTooLarge(let scene, let pixels, let limit):
      return
        "scene \"\(scene)\": the canvas needs \(pixels) pixels, more than the limit of \(limit)"
    case .cairo(let scene, let status): return "scene \"\(scene)\": cairo failed: \(status)"
    case .png(let reason): return "PNG: \(reason)"
    case .jpeg(let reason): return "JPEG: \(reason)"
    case .write(let path, let reason): return "cannot write \(path): \(reason)"
    }
  }
}
