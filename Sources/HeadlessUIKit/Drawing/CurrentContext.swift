import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The contexts drawing goes into on one thread, innermost last (UIKit's graphics context stack).
///
/// Each thread has its own, so renders on separate threads never see each other's contexts.
final class GraphicsContextStack {
  private var contexts: [CGContext] = []
  /// Other per-thread drawing state, made on first use (the open image contexts).
  private var attached: AnyObject?

  /// The per-thread object of type `T`, made by `make` on first use.
  func attachment<T: AnyObject>(_ make: () -> T) -> T {
    if let existing = attached as? T { return existing }
    let made = make()
    attached = made
    return made
  }

  /// The innermost context.
  var top: CGContext? { contexts.last }

  func push(_ context: CGContext) {
    contexts.append(context)
  }

  /// Removes the innermost context, if there is one.
  @discardableResult
  func pop() -> CGContext? { contexts.popLast() }

  /// This thread's stack (made on first use, released when the thread ends).
  static var forThisThread: GraphicsContextStack {
    if let stored = pthread_getspecific(stackKey) {
      return Unmanaged<GraphicsContextStack>.fromOpaque(stored).takeUnretainedValue()
    }
    let stack = GraphicsContextStack()
    pthread_setspecific(stackKey, Unmanaged.passRetained(stack).toOpaque())
    return stack
  }
}

/// The thread-specific slot holding each thread's ``GraphicsContextStack``.
private let stackKey: pthread_key_t = {
  var key = pthread_key_t()
  pthread_key_create(&key) { stored in
    guard let stored else { return }
    Unmanaged<GraphicsContextStack>.fromOpaque(stored).release()
  }
  return key
}()

/// The context drawing goes into: a view's inside its `draw(_:)`, an image renderer's inside its closure, else nil.
public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContextStack.forThisThread.top
}

/// Makes a context the current one until the matching ``UIGraphicsPopContext()``.
public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContextStack.forThisThread.push(context)
}

/// Makes the context that was current before the last ``UIGraphicsPushContext(_:)`` current again.
public func UIGraphicsPopContext() {
  GraphicsContextStack.forThisThread.pop()
}

/// Fills a rectangle of the current context with its fill colour.
public func UIRectFill(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Strokes a one-point frame just inside a rectangle of the current context, in its fill colour (as UIKit's).
public func UIRectFrame(_ rect: CGRect) {
  guard let context = UIGraphicsGetCurrentContext() else { return }
  let r = rect.standardized
  context.fill([
    CGRect(x: r.minX, y: r.minY, width: r.width, height: min(1, r.height)),
    CGRect(x: r.minX, y: r.maxY - min(1, r.height), width: r.width, height: min(1, r.height)),
    CGRect(x: r.minX, y: r.minY, width: min(1, r.width), height: r.height),
    CGRect(x: r.maxX - min(1, r.width), y: r.minY, width: min(1, r.width), height: r.height),
  ])
}
