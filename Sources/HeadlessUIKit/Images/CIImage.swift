import Foundation

/// Core Image's image (`CIImage`), as far as UIKit code passes one to and from `UIImage`: a recipe for pixels that
/// here is the pixels themselves.
open class CIImage: @unchecked Sendable {
  // Unchecked: the only stored property is an immutable value.
  package let content: ImageContent

  package init(content: ImageContent) {
    self.content = content
  }

  /// The image a `CGImage` holds.
  public init(cgImage: CGImage) {
    content = cgImage.content
  }

  /// The image a `UIImage` holds.
  public convenience init?(image: Image) {
    self.init(cgImage: image)
  }

  /// The image's rectangle in pixels, from the origin.
  open var extent: CGRect {
    CGRect(x: 0, y: 0, width: content.bitmap.width, height: content.bitmap.height)
  }
}
