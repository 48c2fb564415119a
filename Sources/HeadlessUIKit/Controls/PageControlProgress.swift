import Foundation

/// The progress of a page control that moves through its pages on its own (UIKit's `UIPageControlProgress`).
///
/// Stored: nothing advances headless, and the page control draws its dots without a progress fill.
open class PageControlProgress {
  /// How far through the current page the progress is, from 0 to 1.
  open var currentProgress: Float = 0
  /// Whether the progress is shown.
  open var isProgressVisible: Bool { true }

  public init() {}
}
