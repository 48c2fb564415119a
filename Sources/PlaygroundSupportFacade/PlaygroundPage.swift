// What `import PlaygroundSupport` brings in a scene file (the command aliases the module name to this one): the
// page and its live view, so a playground page pasted into a scene file renders its live view.
public import HeadlessUIKit

/// Something a playground page can show live: a view, or a view controller's view.
public protocol PlaygroundLiveViewable {}

extension View: PlaygroundLiveViewable {}
extension ViewController: PlaygroundLiveViewable {}

/// The running playground page (PlaygroundSupport's `PlaygroundPage`).
///
/// Setting ``liveView`` is what a page does to show its interface; `layout-render` renders that view (or view
/// controller) as one more scene of the file, named after the file, once the file's code has run.
public final class PlaygroundPage {
  /// The page the file's code runs in.
  // Unsafe: a scene file's top-level code, on one thread, alone sets the live view; the host reads it once that code
  // has run.
  nonisolated(unsafe) public static let current = PlaygroundPage()

  /// The view or view controller to show; `nil` shows nothing.
  public var liveView: PlaygroundLiveViewable?
  /// Kept for source compatibility: a render has no run loop to keep alive.
  public var needsIndefiniteExecution = false

  private init() {}

  /// Kept for source compatibility: the file's code has always finished when its scenes are rendered.
  public func finishExecution() {}
}
