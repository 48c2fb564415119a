import Foundation

/// A button (UIKit's `UIButton`): a title and an image per state, or an iOS 15 ``Configuration``.
///
/// It looks as UIKit draws it. `Button(type: .system)` is a borderless title in the tint colour, 15-point system
/// font; `Button()` and `Button(frame:)` are the `.custom` type, whose title is white by default. A button made
/// with a ``Configuration`` (`.filled()`, `.tinted()`, `.gray()`, `.plain()`) draws its background, 17-point
/// title and content insets from it.
@preconcurrency @MainActor
open class Button: Control, ContentDrawing {
  /// The kinds of button (UIKit's `UIButton.ButtonType`), with UIKit's raw values.
  public enum ButtonType: Int, Sendable {
    case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd
    case plain, close

    /// UIKit's older name for ``system``.
    public static var roundedRect: ButtonType { .system }
  }

  open private(set) var buttonType: ButtonType = .custom
  /// Stores the title's font, line count and alignment; its text is the current title.
  ///
  /// It is not a subview here.
  open private(set) var titleLabel: Label?
  private var titles = StateValues<String>()
  private var titleColors = StateValues<Color>()
  private var attributedTitles = StateValues<NSAttributedString>()
  private var images = StateValues<Image>()
  private var backgroundImages = StateValues<Image>()

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
    if let image = Self.systemTypeImage(type) { setImage(image, for: .normal) }
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
    titles[state] = title
    contentDidChange()
  }

  /// The title set for `state`, or `nil`.
  open func title(for state: State) -> String? {
    titles.resolved(for: state)
  }

  /// Sets the title of a state from an attributed string, drawn with its attributes as a label draws them; the
  /// colour of its first character becomes the state's title colour.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    attributedTitles[state] = title
    setTitle(title?.string, for: state)
    if let color = title?.leadingAttributes[.foregroundColor] as? Color {
      setTitleColor(color, for: state)
    }
  }

  /// The title of a state as an attributed string: the one set for it, or its plain title without attributes.
  open func attributedTitle(for state: State) -> NSAttributedString? {
    attributedTitles[state] ?? title(for: state).map { NSAttributedString(string: $0) }
  }

  open func setTitleColor(_ color: Color?, for state: State) {
    titleColors[state] = color
    noteAppearanceCall("setTitleColor:\(state.rawValue)", on: self) {
      $0.setTitleColor(color, for: state)
    }
  }

  open func titleColor(for state: State) -> Color? {
    titleColors.resolved(for: state)
  }

  open func setImage(_ image: Image?, for state: State) {
    images[state] = image
    contentDidChange()
  }

  open func image(for state: State) -> Image? {
    images.resolved(for: state)
  }

  /// Sets a background image (stored; drawn stretched over the bounds).
  open func setBackgroundImage(_ image: Image?, for state: State) {
    backgroundImages[state] = image
  }

  open func backgroundImage(for state: State) -> Image? {
    backgroundImages.resolved(for: state)
  }

  /// The title shown now: a configuration's when it has one, else the one set for the state.
  ///
  /// UIKit keeps titles set with `setTitle(_:for:)` on a button whose configuration has none (docs/uikit-defaults.md).
  open var currentTitle: String? {
    selectedMenuAction?.title ?? configuration?.title ?? title(for: state)
  }

  /// A pop-up button's selection (``changesSelectionAsPrimaryAction`` with a ``menu``): the first action whose state
  /// is on, else the first action, as UIKit selects it.
  private var selectedMenuAction: Action? {
    guard changesSelectionAsPrimaryAction, let menu else { return nil }
    let actions = menu.allActions
    return actions.first { $0.state == .on } ?? actions.first
  }

  /// Whether a pop-up indicator follows the title: a configured button whose indicator is `.popup`, or `.automatic`
  /// on a pop-up button.
  private var showsPopUpIndicator: Bool {
    guard let configuration, menu != nil else { return false }
    switch configuration.indicator {
    case .popup: return true
    case .automatic: return changesSelectionAsPrimaryAction
    case .none: return false
    }
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

  open var imageView: ImageView? {
    guard let image = currentImage else { return nil }
    if imageViewStandIn.image !== image { imageViewStandIn.image = image }
    // Where the image is drawn, as UIKit's image view sits there.
    imageViewStandIn.frame = imageRect(forContentRect: contentRect(forBounds: bounds))
    return imageViewStandIn
  }
  /// What ``imageView`` hands out: an image view holding the current image, as UIKit's does once a button has one
  /// (the button draws its image itself, so settings made on it do not change the drawing).
  private lazy var imageViewStandIn = ImageView()

  /// The image drawn: the current one, with the state's preferred symbol configuration applied to a symbol.
  private var shownImage: Image? {
    guard let image = currentImage else { return nil }
    guard let symbol = currentPreferredSymbolConfiguration, image.isSymbolImage else {
      return image
    }
    return image.applyingSymbolConfiguration(symbol) ?? image
  }

  // MARK: - UIKit's remaining members

  /// A system button showing `image`, sending `action` to `target` (UIKit's `systemButton(with:target:action:)`).
  open class func systemButton(with image: Image, target: Any?, action: Selector?) -> Button {
    let button = Button(type: .system)
    button.setImage(image, for: .normal)
    if let action { button.addTarget(target, action: action, for: .touchUpInside) }
    return button
  }

  /// Whether the button asks for a configuration update when its state changes (true, as UIKit's).
  open var automaticallyUpdatesConfiguration = true
  /// Called to update the configuration for the current state; called when set and by
  /// ``setNeedsUpdateConfiguration()``, as UIKit calls it.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }
  public typealias ConfigurationUpdateHandler = (Button) -> Void

  /// Updates the configuration now (UIKit defers it to the next layout; here it happens at once).
  open func setNeedsUpdateConfiguration() { updateConfiguration() }

  /// The override point that updates the configuration; calls ``configurationUpdateHandler``.
  open func updateConfiguration() { configurationUpdateHandler?(self) }

  /// Two stacked chevrons, pointing up and down, filling `rect`.
  private static func popUpIndicator(in rect: CGRect, color: Color) -> [DrawnContent] {
    let (left, middle, right) = (rect.minX, rect.midX, rect.maxX)
    let quarter = rect.height / 3
    func stroke(_ from: CGPoint, _ to: CGPoint) -> DrawnContent {
      .line(from: from, to: to, color, lineWidth: 1.5)
    }
    return [
      stroke(CGPoint(x: left, y: rect.minY + quarter), CGPoint(x: middle, y: rect.minY)),
      stroke(CGPoint(x: middle, y: rect.minY), CGPoint(x: right, y: rect.minY + quarter)),
      stroke(CGPoint(x: left, y: rect.maxY - quarter), CGPoint(x: middle, y: rect.maxY)),
      stroke(CGPoint(x: middle, y: rect.maxY), CGPoint(x: right, y: rect.maxY - quarter)),
    ]
  }

  /// The label of a configuration's subtitle, when it has one.
  open var subtitleLabel: Label? { shownSubtitle == nil ? nil : subtitleModel }
  /// The subtitle's text model: 15-point text (the subheadline size; an approximation, docs/uikit-defaults.md).
  private lazy var subtitleModel: Label = {
    let label = Label()
    label.font = .systemFont(ofSize: 15)
    label.hostView = self
    return label
  }()

  private var titleShadowColors: [UInt: Color] = [:]
  private var symbolConfigurations: [UInt: Image.SymbolConfiguration] = [:]

  /// The title's shadow colour in a state (kept; titles are drawn without shadows here).
  open func titleShadowColor(for state: State) -> Color? { titleShadowColors[state.rawValue] }
  open func setTitleShadowColor(_ color: Color?, for state: State) {
    titleShadowColors[state.rawValue] = color
  }

  /// The symbol configuration applied to the image in a state.
  open func preferredSymbolConfigurationForImage(in state: State) -> Image.SymbolConfiguration? {
    symbolConfigurations[state.rawValue]
  }

  open func setPreferredSymbolConfiguration(
    _ configuration: Image.SymbolConfiguration?, forImageIn state: State
  ) {
    symbolConfigurations[state.rawValue] = configuration
    invalidateIntrinsicContentSize()
  }

  open var currentAttributedTitle: NSAttributedString? {
    attributedTitle(for: state) ?? attributedTitle(for: .normal)
  }
  open var currentTitleShadowColor: Color? {
    titleShadowColor(for: state) ?? titleShadowColor(for: .normal)
  }
  open var currentBackgroundImage: Image? { backgroundImage(for: state) }
  open var currentPreferredSymbolConfiguration: Image.SymbolConfiguration? {
    preferredSymbolConfigurationForImage(in: state)
      ?? preferredSymbolConfigurationForImage(in: .normal)
  }

  /// The menu shown on a tap when ``showsMenuAsPrimaryAction``, or on a long press (kept; nothing opens here).
  open var menu: Menu? { didSet { contentDidChange() } }
  /// What the button does, for the system's styling of alerts and menus (kept).
  open var role: Role = .normal
  /// The button's behavioural style: the iPhone and iPad one here.
  open var behavioralStyle: BehavioralStyle { .pad }
  open var preferredBehavioralStyle: BehavioralStyle = .automatic
  /// Nothing points or hovers here.
  open var isPointerInteractionEnabled = false
  open var isHovered: Bool { false }
  /// Nothing holds the button here.
  open var isHeld: Bool { false }
  open var changesSelectionAsPrimaryAction = false { didSet { contentDidChange() } }
  open var preferredMenuElementOrder: ContextMenuConfiguration.ElementOrder = .automatic
  open var reversesTitleShadowWhenHighlighted = false
  open var adjustsImageWhenHighlighted = true
  open var adjustsImageWhenDisabled = true
  open var showsTouchWhenHighlighted = false

  /// What a button does (UIKit's `UIButton.Role`), with UIKit's raw values.
  public enum Role: Int, Sendable {
    case normal, primary, cancel, destructive
  }

  // MARK: - Size and drawing

  private func contentDidChange() {
    if let attributed = attributedTitles.resolved(for: state), attributed.string == currentTitle {
      titleLabel?.attributedText = attributed
    } else {
      titleLabel?.text = currentTitle
    }
    invalidateIntrinsicContentSize()
  }

  /// Applies the configuration's title font again, as UIKit does on each update of a configured button: a font set
  /// on `titleLabel` does not last.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let configuration, let titleLabel, titleLabel.font != configuration.titleFont {
      titleLabel.font = configuration.titleFont
      invalidateIntrinsicContentSize()
    }
  }

  private func configurationDidChange() {
    if let configuration {
      titleLabel?.font = configuration.titleFont
      titleLabel?.textAlignment = .center
    }
    if shownSubtitle != subtitleModel.text { subtitleModel.text = shownSubtitle }
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
    // a button without explicit content insets: https://stackoverflow.com/a/70778238); the padding is the title's,
    // so a button showing only an image is the image's size and draws it across its bounds.
    guard contentEdgeInsets == .zero else { return contentEdgeInsets }
    return currentTitle?.isEmpty == false ? EdgeInsets(top: 6, left: 0, bottom: 6, right: 0) : .zero
  }

  open override var intrinsicContentSize: CGSize {
    let insets = contentInsets
    let content = placementContent
    if let size = systemTypeSize { return size }
    // UIKit reports 30 × 34 for a legacy button with no title and no image.
    if configuration == nil, content.title == .zero, content.image == nil,
      contentEdgeInsets == .zero
    {
      return CGSize(width: 30, height: 34)
    }
    let size = content.size
    return CGSize(
      width: size.width + insets.left + insets.right,
      height: size.height + insets.top + insets.bottom)
  }

  /// The sizes of the image, title and subtitle shown now, and how the configuration arranges them.
  private var placementContent: ButtonContentPlacement.Content {
    ButtonContentPlacement.Content(
      image: currentImage == nil ? nil : shownImage?.size ?? .zero, title: titleSize,
      subtitle: shownSubtitle.map { _ in subtitleModel.metrics(width: nil).size },
      imagePadding: configuration?.imagePadding ?? 0,
      titlePadding: configuration?.titlePadding ?? 0,
      imageEdge: configuration?.imagePlacement ?? .leading,
      titleAlignment: configuration?.titleAlignment ?? .automatic,
      rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft,
      alignment: effectiveContentHorizontalAlignment, hasIndicator: showsPopUpIndicator)
  }

  /// The configuration's subtitle, when it has one to show.
  private var shownSubtitle: String? {
    guard let subtitle = configuration?.subtitle, !subtitle.isEmpty else { return nil }
    return subtitle
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

  // MARK: - Where things are drawn (override points)

  /// The rectangle the background is drawn in: the bounds.
  open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// The rectangle the image and title share: the bounds less the content insets.
  open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentInsets) }

  /// Where the image goes in the content rectangle: vertically centred, placed with the title by
  /// `contentHorizontalAlignment` (centred by default); zero size without an image.
  open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
    placement(in: contentRect).image
  }

  /// Where the title goes in the content rectangle: after the image, or the whole rectangle when there is none
  /// (its alignment then places the text).
  open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
    placement(in: contentRect).title
  }

  /// The image's, title's and subtitle's rectangles in a content rectangle, as UIKit lays a button out; an image
  /// larger than the rectangle is shrunk to fit it, keeping its proportions (UIKit shrinks a button's image, never
  /// enlarges it).
  private func placement(in inner: CGRect) -> ButtonContentPlacement {
    var content = placementContent
    if let image = content.image, image.width > inner.width || image.height > inner.height,
      image.width > 0, image.height > 0
    {
      let scale = max(0, min(inner.width / image.width, inner.height / image.height))
      content.image = CGSize(width: image.width * scale, height: image.height * scale)
    }
    return ButtonContentPlacement(content, in: inner)
  }

  package var drawnContent: [DrawnContent] {
    var content: [DrawnContent] = []
    let background = backgroundRect(forBounds: bounds)
    if let image = currentBackgroundImage {
      content.append(.image(image, background, tint: nil))
    }
    if let configuration, let fill = configuration.resolvedBackgroundColor(tint: tintColor) {
      content.append(
        .fill(background, fill, cornerRadius: configuration.cornerRadius(height: background.height))
      )
    }
    return content + closeMark
  }

  package var drawnContentAboveSublayers: [DrawnContent] {
    var content: [DrawnContent] = []
    let inner = contentRect(forBounds: bounds)
    if let image = shownImage {
      // A template image takes the tint colour whatever the title's colour (a `.custom` button's white is for its
      // title only), greyed on a disabled system button; a configuration gives its own foreground colour.
      let legacy: Color = isEnabled || buttonType == .custom ? tintColor : .tertiaryLabel
      let tint = image.drawingTint(fallback: configuration == nil ? legacy : currentTitleColor)
      content.append(.image(image, imageRect(forContentRect: inner), tint: tint))
    }
    if let titleLabel, currentTitle?.isEmpty == false {
      var color = currentTitleColor
      if !isEnabled && configuration != nil { color = color.withAlphaComponent(color.alpha * 0.35) }
      let placed = placement(in: inner)
      var rect = titleRect(forContentRect: inner)
      var style = titleLabel.shrunkStyle(width: rect.width) ?? titleLabel.textStyle
      if let mark = placed.indicator {
        content += Self.popUpIndicator(in: mark, color: color)
      }
      if shownSubtitle != nil, let subtitle = placed.subtitle {
        content.append(.text(subtitleModel.textStyle, subtitle, color))
      } else if currentImage == nil, !showsPopUpIndicator {
        // Alone, the title is aligned in its rectangle as the content alignment says; where the button itself puts
        // it, that rectangle is drawn as the whole content rectangle (the same place).
        if rect == placed.title { rect = inner }
        switch effectiveContentHorizontalAlignment {
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

/// How a control behaves and looks: as on iPhone and iPad, or as on the Mac (UIKit's `UIBehavioralStyle`).
public enum BehavioralStyle: Int, Sendable {
  case automatic, pad, mac
}
