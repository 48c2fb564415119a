import Foundation

// UIKit's older off-screen drawing calls: begin an image context, draw, take the image, end it. Each thread has
// its own stack of them.

/// The image contexts begun on this thread and not yet ended, innermost last.
private final class ImageContexts {
  var open: [BitmapContext] = []
}

extension GraphicsContextStack {
  /// The bitmap of the innermost image context begun on this thread.
  fileprivate static var imageContexts: ImageContexts {
    forThisThread.attachment(ImageContexts.init)
  }
}

/// Begins drawing into a transparent image `size` points large at `scale` (0: the main screen's); it becomes the
/// current context until ``UIGraphicsEndImageContext()``.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)
{
  let scale = scale == 0 ? Screen.main.scale : scale
  guard let bitmap = BitmapContext(bounds: CGRect(origin: .zero, size: size), scale: scale) else {
    BitmapContext.reportUnusableSize("UIGraphicsBeginImageContextWithOptions", size)
    return
  }
  GraphicsContextStack.imageContexts.open.append(bitmap)
  UIGraphicsPushContext(bitmap.context)
}

/// Begins drawing into a transparent image `size` points large at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What the innermost image context holds so far, or nil when none is open.
public func UIGraphicsGetImageFromCurrentImageContext() -> Image? {
  GraphicsContextStack.imageContexts.open.last?.image
}

/// Ends the innermost image context; the context current before it is current again.
public func UIGraphicsEndImageContext() {
  guard GraphicsContextStack.imageContexts.open.popLast() != nil else { return }
  UIGraphicsPopContext()
}
