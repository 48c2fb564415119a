import Foundation

/// The view a ``ContentUnavailableConfiguration`` makes (UIKit's `UIContentUnavailableView`): the image (or loading
/// indicator), texts and buttons stacked in that order, the stack centred vertically in the safe area less the
/// margins, and centred or on the leading edge horizontally.
@preconcurrency @MainActor
open class ContentUnavailableView: View, ContentView {
  private let imageView = ImageView()
  private let indicator = ActivityIndicatorView(style: .medium)
  private let textLabel = Label()
  private let secondaryTextLabel = Label()
  private var unavailableConfiguration: ContentUnavailableConfiguration

  /// The loading indicator's side: 32 points (UIKit's content-unavailable indicator).
  static let indicatorSide: CGFloat = 32

  /// A view showing `configuration`.
  public init(configuration: ContentUnavailableConfiguration) {
    unavailableConfiguration = configuration
    super.init(frame: .zero)
    identifier = "contentUnavailable"
    imageView.identifier = "image"
    textLabel.identifier = "text"
    secondaryTextLabel.identifier = "secondaryText"
    indicator.hidesWhenStopped = false
    indicator.startAnimating()
    apply()
  }

  public required init?(coder: NSCoder) {
    unavailableConfiguration = .empty()
    super.init(coder: coder)
  }

  /// Whether the content scrolls when it is taller than the view (kept; the content is laid out from the top then).
  open var isScrollEnabled = false

  /// The configuration shown; setting a content-unavailable configuration updates the view.
  open var configuration: ContentConfiguration {
    get { unavailableConfiguration }
    set {
      guard let configuration = newValue as? ContentUnavailableConfiguration else { return }
      unavailableConfiguration = configuration
      apply()
    }
  }

  open func supports(_ configuration: ContentConfiguration) -> Bool {
    configuration is ContentUnavailableConfiguration
  }

  /// The elements shown now, top to bottom.
  private var shown: [View] { subviews.filter { !$0.isHidden } }

  private func apply() {
    for view in subviews { view.removeFromSuperview() }
    let configuration = unavailableConfiguration
    backgroundColor = configuration.background.backgroundColor
    if configuration.kind == .loading && configuration.image == nil {
      indicator.color = configuration.imageProperties.tintColor
      addSubview(indicator)
    } else if let image = configuration.image {
      imageView.image = image
      imageView.preferredSymbolConfiguration =
        configuration.imageProperties.preferredSymbolConfiguration
      imageView.tintColor = configuration.imageProperties.tintColor
      imageView.cornerRadius = configuration.imageProperties.cornerRadius
      imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
      imageView.contentMode = .scaleAspectFit
      addSubview(imageView)
    }
    for (label, text, attributed, properties) in [
      (textLabel, configuration.text, configuration.attributedText, configuration.textProperties),
      (
        secondaryTextLabel, configuration.secondaryText, configuration.secondaryAttributedText,
        configuration.secondaryTextProperties
      ),
    ] {
      guard text?.isEmpty == false || attributed?.length ?? 0 > 0 else { continue }
      label.font = properties.font
      label.textColor = properties.color
      label.numberOfLines = properties.numberOfLines
      label.lineBreakMode = properties.lineBreakMode
      label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
      label.minimumScaleFactor = properties.minimumScaleFactor
      label.textAlignment = configuration.alignment == .center ? .center : .natural
      if let attributed { label.attributedText = attributed } else { label.text = text }
      addSubview(label)
    }
    for (look, properties) in [
      (configuration.button, configuration.buttonProperties),
      (configuration.secondaryButton, configuration.secondaryButtonProperties),
    ] where look.title?.isEmpty == false || look.attributedTitle != nil || look.image != nil {
      let button = Button(configuration: look, primaryAction: properties.primaryAction)
      button.menu = properties.menu
      button.isEnabled = properties.isEnabled
      button.role = properties.role
      addSubview(button)
    }
    setNeedsLayout()
  }

  /// The rectangle the content is laid out in: the bounds less the safe area and the margins, the margins at
  /// least the superview's on the axes the configuration preserves them on.
  private var contentRegion: CGRect {
    let configuration = unavailableConfiguration
    let margins = margins(
      configuration.directionalLayoutMargins,
      preservingSuperviewMarginsOn: configuration.axesPreservingSuperviewLayoutMargins)
    return bounds.inset(by: safeAreaInsets).inset(
      by: margins.resolved(for: effectiveUserInterfaceLayoutDirection))
  }

  /// The size an element takes at `width`.
  private func size(of view: View, width: CGFloat) -> CGSize {
    if view === indicator { return CGSize(width: Self.indicatorSide, height: Self.indicatorSide) }
    if view === imageView {
      var size = imageView.intrinsicContentSize
      let limit = unavailableConfiguration.imageProperties.maximumSize
      let scale = min(
        1, limit.width > 0 ? limit.width / size.width : 1,
        limit.height > 0 ? limit.height / size.height : 1,
        width / max(size.width, 1))
      size = CGSize(width: size.width * scale, height: size.height * scale)
      return size
    }
    if let label = view as? Label {
      let fitted = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
      return CGSize(width: min(width, fitted.width), height: fitted.height)
    }
    let natural = view.intrinsicContentSize
    return CGSize(width: min(width, natural.width), height: natural.height)
  }

  /// The space above `view`, which follows `previous`.
  private func padding(above view: View, after previous: View) -> CGFloat {
    let configuration = unavailableConfiguration
    if previous === imageView || previous === indicator { return configuration.imageToTextPadding }
    if view === secondaryTextLabel { return configuration.textToSecondaryTextPadding }
    // Only the secondary button follows a button.
    if previous is Button { return configuration.buttonToSecondaryButtonPadding }
    return configuration.textToButtonPadding
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let region = contentRegion
    let width = max(0, region.width)
    var placed: [(View, CGSize, CGFloat)] = []
    var height: CGFloat = 0
    var previous: View?
    for view in shown {
      let size = size(of: view, width: width)
      let gap = previous.map { padding(above: view, after: $0) } ?? 0
      placed.append((view, size, gap))
      height += gap + size.height
      previous = view
    }
    // Centred vertically; taller than the region, from its top.
    var y = max(region.minY, region.midY - height / 2)
    let leading = effectiveUserInterfaceLayoutDirection == .leftToRight
    for (view, size, gap) in placed {
      y += gap
      let x: CGFloat
      switch unavailableConfiguration.alignment {
      case .center: x = region.midX - size.width / 2
      case .natural: x = leading ? region.minX : region.maxX - size.width
      }
      // Labels take the whole width, so that their alignment places their lines.
      view.frame =
        view is Label
        ? CGRect(x: region.minX, y: y, width: width, height: size.height)
        : CGRect(x: x, y: y, width: size.width, height: size.height)
      y += size.height
    }
  }
}

public typealias UIContentUnavailableView = ContentUnavailableView
