import Foundation

/// The pull-to-refresh control of a scroll view (UIKit's `UIRefreshControl`).
///
/// Nothing is pulled here, so refreshing starts only with ``beginRefreshing()``; while it refreshes, a spinner shows
/// in the control's middle. The control sits above the content, 60 points high (the height UIKit gives it), so it is
/// seen only when the content is scrolled down past its top.
@preconcurrency @MainActor
open class RefreshControl: Control {
  /// UIKit's refresh control height.
  static let height: CGFloat = 60

  private let spinner = ActivityIndicatorView(style: .medium)
  /// A title under the spinner (stored; drawn spinner only).
  open var attributedTitle: NSAttributedString?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSpinner()
  }

  /// A refresh control, sized when a scroll view takes it (UIKit's designated initialiser: subclasses override it).
  public init() {
    super.init(frame: .zero)
    addSpinner()
  }

  private func addSpinner() {
    spinner.hidesWhenStopped = true
    addSubview(spinner)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(spinner)
  }

  /// Whether it is refreshing.
  open var isRefreshing: Bool { spinner.isAnimating }

  /// Starts refreshing: the spinner shows.
  open func beginRefreshing() { spinner.startAnimating() }

  /// Stops refreshing: the spinner hides.
  open func endRefreshing() { spinner.stopAnimating() }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let size = spinner.intrinsicContentSize
    spinner.frame = CGRect(
      x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width,
      height: size.height)
  }

  /// Places the control over the top of a scroll view's content, as wide as the scroll view.
  func place(in scrollView: View) {
    frame = CGRect(x: 0, y: -Self.height, width: scrollView.bounds.width, height: Self.height)
  }
}

/// The fade a scroll view draws at one of its edges under bars (UIKit's `UIScrollEdgeEffect`, iOS 26; stored).
open class ScrollEdgeEffect {
  /// The looks an edge effect can have.
  public enum Style: Sendable {
    case automatic, soft, hard
  }

  /// Whether the effect is hidden.
  open var isHidden = false
  /// The effect's look.
  open var style: Style = .automatic

  init() {}
}

public typealias UIRefreshControl = RefreshControl
public typealias UIScrollEdgeEffect = ScrollEdgeEffect
