import Foundation
import Layout
import Typesetting

/// A button (UIKit's `UIButton`): a title and an image per state, or an iOS 15 ``Configuration``.
///
/// It looks as UIKit draws it. `Button(type: .system)` is a borderless title in the tint colour, 15-point system
/// font; `Button()` and `Button(frame:)` are the `.custom` type, whose title is white by default. A button made
/// with a ``Configuration`` (`.filled()`, `.tinted()`, `.gray()`, `.plain()`) draws its background, 17-point
/// title and content insets from it.
open class Button: Control, ContentDrawing {
  /// The kinds of button (UIKit's `UIButton.ButtonType`), with UIKit's raw values.
  public enum ButtonType: Int, Sendable {
    case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd
    case plain, close
  }

  open private(set) var buttonType: ButtonType = .custom
  /// Stores the title's font, line count and alignment; its text is the current title.
  ///
  /// It is not a subview here.
  open private(set) var titleLabel: Label?
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: Color] = [:]
  private var images: [UInt: Image] = [:]
  private var backgroundImages: [UInt: Image] = [:]

  /// Space around the title and image in the legacy (non-configuration) layout.
  open var contentEdgeInsets: EdgeInsets = .zero { didSet { invalidateIntrinsicContentSize() } }
  /// Moves the title inside the content (stored; layout ignores it, as UIKit's sizing does).
  open var titleEdgeInsets: EdgeInsets = .zero
  /// Moves the image inside the content (stored; layout ignores it, as UIKit's sizing does).
  open var imageEdgeInsets: EdgeInsets = .zero
  /// The iOS 15 configuration; when set, it decides the look and size instead of the per-state values.
  public var configuration: Configuration? { didSet { configurationDidChange() } }

  /// A `.custom` button, as `UIButton(frame:)` is.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    let model = Label()
    model.hostView = self
    // UIKit's legacy buttons title in the 15-point system font (UIButton's default titleLabel font).
    model.font = .systemFont(ofSize: 15)
    titleLabel = model
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isOpaque = false
    let model = Label()
    model.hostView = self
    model.font = .systemFont(ofSize: 15)
    titleLabel = model
  }

  /// A button of a type (UIKit's `UIButton(type:)`).
  public convenience init(type: ButtonType) {
    self.init(frame: .zero)
    buttonType = type
  }

  /// A button of a type that runs `primaryAction` on `.primaryActionTriggered`, titled with the action's title.
  public convenience init(type: ButtonType = .system, primaryAction: Action?) {
    self.init(type: type)
    if let primaryAction {
      setTitle(primaryAction.title, for: .normal)
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// A `.system` button drawn from a configuration.
  public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
    self.init(type: .system, primaryAction: primaryAction)
    // Observers do not run for a class's own properties inside its initialisers.
    self.configuration = configuration
    configurationDidChange()
  }

  /// The project's styled button for mock-ups: a configuration with a title (`.filled()` by default).
  public convenience init(title: String, style: ButtonStyle = .filled) {
    var configuration: Configuration
    switch style {
    case .filled: configuration = .filled()
    case .bordered: configuration = .gray()
    case .plain: configuration = .plain()
    }
    configuration.title = title
    self.init(configuration: configuration)
  }

  // MARK: - Per-state values

  /// Sets the title shown in `state` (`.normal` is used for states without one).
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    contentDidChange()
  }

  /// The title set for `state`, or `nil`.
  open func title(for state: State) -> String? {
    titles[state.rawValue] ?? (state == .normal ? nil : titles[State.normal.rawValue])
  }

  /// Sets the title of a state from an attributed string: its text, and the colour of its first character
  /// (buttons here draw one style).
  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    setTitle(title?.string, for: state)
    if let color = title?.leadingAttributes[.foregroundColor] as? Color {
      setTitleColor(color, for: state)
    }
  }

  /// The title of a state as an attributed string.
  open func attributedTitle(for state: State) -> NSAttributedString? {
    title(for: state).map { NSAttributedString(string: $0) }
  }

  open func setTitleColor(_ color: Color?, for state: State) {
    titleColors[state.rawValue] = color
  }

  open func titleColor(for state: State) -> Color? {
    titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
  }

  open func setImage(_ image: Image?, for state: State) {
    images[state.rawValue] = image
    contentDidChange()
  }

  open func image(for state: State) -> Image? {
    images[state.rawValue] ?? images[State.normal.rawValue]
  }

  /// Sets a background image (stored; drawn stretched over the bounds).
  open func setBackgroundImage(_ image: Image?, for state: State) {
    backgroundImages[state.rawValue] = image
  }

  open func backgroundImage(for state: State) -> Image? {
    backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
  }

  /// The title shown now: the configuration's, or the current state's.
  open var currentTitle: String? {
    if let configuration { return configuration.title }
    return title(for: state)
  }

  /// The image shown now.
  open var currentImage: Image? {
    if let configuration { return configuration.image }
    return image(for: state)
  }

  /// The title colour now.
  open var currentTitleColor: Color {
    if let configuration { return configuration.resolvedForegroundColor(tint: tintColor) }
    if let color = titleColor(for: state) { return color }
    switch buttonType {
    case .custom: return .white  // UIKit's `.custom` buttons title in white unless told otherwise.
    default: return isEnabled ? tintColor : .tertiaryLabel
    }
  }

  open var imageView: ImageView? { nil }

  // MARK: - Size and drawing

  private func contentDidChange() {
    titleLabel?.text = currentTitle
    invalidateIntrinsicContentSize()
  }

  private func configurationDidChange() {
    if let configuration {
      titleLabel?.font = configuration.titleFont
      titleLabel?.textAlignment = .center
    }
    contentDidChange()
  }

  override func stateDidChange() {
    contentDidChange()
  }

  /// Space between the bounds and the content.
  private var contentInsets: EdgeInsets {
    if let configuration {
      return configuration.contentInsets.resolved(for: effectiveUserInterfaceLayoutDirection)
    }
    // A legacy button pads its title 6 points above and below (UIKit insets the titleLabel 6 pt top and bottom in
    // a button without explicit content insets: https://stackoverflow.com/a/70778238).
    if contentEdgeInsets == .zero { return EdgeInsets(top: 6, left: 0, bottom: 6, right: 0) }
    return contentEdgeInsets
  }

  private var imagePadding: CGFloat {
    guard let configuration, currentImage != nil, currentTitle?.isEmpty == false else { return 0 }
    return configuration.imagePadding
  }

  open override var intrinsicContentSize: CGSize {
    let insets = contentInsets
    let title = titleSize
    let image = currentImage?.size ?? .zero
    // UIKit reports 30 × 34 for a legacy button with no title and no image.
    if configuration == nil, title == .zero, image == .zero, contentEdgeInsets == .zero {
      return CGSize(width: 30, height: 34)
    }
    return CGSize(
      width: image.width + imagePadding + title.width + insets.left + insets.right,
      height: max(image.height, title.height) + insets.top + insets.bottom)
  }

  private var titleSize: CGSize {
    guard let titleLabel, currentTitle?.isEmpty == false else { return .zero }
    return titleLabel.metrics(width: nil).size
  }

  open override var firstBaselineOffsetFromTop: CGFloat? {
    guard let titleLabel, currentTitle?.isEmpty == false else { return nil }
    let content = bounds.inset(by: contentInsets)
    let text = titleLabel.metrics(width: nil)
    let top = content.height > text.size.height ? (content.height - text.size.height) / 2 : 0
    return contentInsets.top + top + text.firstBaseline
  }

  open override var lastBaselineOffsetFromBottom: CGFloat? {
    guard let first = firstBaselineOffsetFromTop else { return nil }
    return frame.height - first
  }

  package var drawnContent: [DrawnContent] {
    var content: [DrawnContent] = []
    if let background = backgroundImage(for: state) {
      content.append(.image(background, bounds, tint: nil))
    }
    if let configuration, let fill = configuration.resolvedBackgroundColor(tint: tintColor) {
      content.append(
        .fill(bounds, fill, cornerRadius: configuration.cornerRadius(height: bounds.height)))
    }
    let inner = bounds.inset(by: contentInsets)
    let title = titleSize
    let imageSize = currentImage?.size ?? .zero
    let total = imageSize.width + imagePadding + title.width
    // The content (image, padding, title) sits where `contentHorizontalAlignment` puts it, centred by default.
    let alignment = effectiveContentHorizontalAlignment
    var x: CGFloat
    switch alignment {
    case .left: x = inner.minX
    case .right: x = inner.minX + max(inner.width - total, 0)
    default: x = inner.minX + max(inner.width - total, 0) / 2
    }
    if let image = currentImage {
      let rect = CGRect(
        x: x, y: inner.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height
      )
      let tint = image.drawingTint(fallback: currentTitleColor)
      content.append(.image(image, rect, tint: tint))
      x += imageSize.width + imagePadding
    }
    if let titleLabel, currentTitle?.isEmpty == false {
      var color = currentTitleColor
      if !isEnabled && configuration != nil { color = color.withAlphaComponent(color.alpha * 0.35) }
      let width = currentImage == nil ? inner.width : title.width
      let rect = CGRect(
        x: currentImage == nil ? inner.minX : x, y: inner.minY, width: width, height: inner.height)
      var style = titleLabel.textStyle
      if currentImage == nil {
        // Alone, the title spans the content rectangle and its alignment places it.
        switch alignment {
        case .left: style.alignment = .left
        case .right: style.alignment = .right
        case .fill: break
        default: style.alignment = .center
        }
      }
      content.append(.text(style, rect, color))
    }
    return content
  }
}
