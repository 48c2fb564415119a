import Foundation

/// A row of a table (UIKit's `UITableViewCell`): a ``contentView`` for the row's views, an optional accessory
/// at its trailing end, and, in the four standard styles, a title, a secondary text and an image laid out as
/// UIKit lays them out.
///
/// Subclass it as in UIKit: override ``init(style:reuseIdentifier:)`` (and `init?(coder:)`), add views to
/// ``contentView`` and constrain them to it; a table measures the content view's constraints for the row's
/// height when its `rowHeight` is `UITableView.automaticDimension`. Selection and highlighting are drawn
/// (``selectedBackgroundView``) but never happen by touch here.
@preconcurrency @MainActor
open class TableViewCell: View {
  /// UIKit's four standard layouts of ``textLabel``, ``detailTextLabel`` and ``imageView``.
  public enum CellStyle: Int, Sendable {
    case `default` = 0, value1, value2, subtitle
  }
  /// How a selected cell looks.
  public enum SelectionStyle: Int, Sendable {
    case none = 0, blue, gray, `default`
  }
  /// The standard views at a cell's trailing end.
  public enum AccessoryType: Int, Sendable {
    case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }
  /// How rows are separated.
  public enum SeparatorStyle: Int, Sendable {
    case none = 0, singleLine, singleLineEtched
  }
  /// The control shown while editing.
  public enum EditingStyle: Int, Sendable {
    case none = 0, delete, insert
  }
  /// How a focused cell looks.
  public enum FocusStyle: Int, Sendable {
    case `default` = 0, custom
  }
  /// The state of a drag of this cell.
  public enum DragState: Int, Sendable {
    case none = 0, lifting, dragging
  }
  /// The editing controls shown.
  public struct StateMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let showingEditControl = StateMask(rawValue: 1 << 0)
    public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
  }
  public typealias ConfigurationUpdateHandler = (TableViewCell, CellConfigurationState) -> Void

  let cellStyle: CellStyle
  private let storedReuseIdentifier: String?
  private let storedContentView = View()
  private var storedTextLabel: Label?
  private var storedDetailTextLabel: Label?
  private var storedImageView: ImageView?
  private var accessoryMark: AccessoryMarkView?
  /// The standard pieces, without making them.
  var textLabelIfMade: Label? { storedTextLabel }
  var detailTextLabelIfMade: Label? { storedDetailTextLabel }
  var imageViewIfMade: ImageView? { storedImageView }
  private var selected = false
  private var highlighted = false
  private var explicitSeparatorInset: EdgeInsets?
  /// What the table that shows the cell told it (nil outside a table).
  var placement: ListPlacement? { didSet { setNeedsLayout() } }
  let separatorView = ListSeparatorView()
  /// The background UIKit's default background configuration gives a cell: the list's cell colour, and the
  /// selection colour while selected or highlighted.
  let automaticBackground = View()

  /// Makes a cell of `style`; a table that dequeues it by `reuseIdentifier` makes it with this initialiser.
  public init(style: CellStyle, reuseIdentifier: String?) {
    cellStyle = style
    storedReuseIdentifier = reuseIdentifier
    // UIKit makes a cell 320 × 44 points until a table sizes it.
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: ListMetrics.standardRowHeight))
    assemble()
  }

  public required init?(coder: NSCoder) {
    cellStyle = .default
    storedReuseIdentifier = nil
    super.init(coder: coder)
    assemble()
  }

  /// A `.default` cell at `frame`.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// A `.default` cell at `frame` (UIKit's pre-iOS 3 initialiser).
  @available(*, deprecated, message: "use init(style:reuseIdentifier:)")
  public convenience init(frame: CGRect, reuseIdentifier: String?) {
    self.init(style: .default, reuseIdentifier: reuseIdentifier)
    self.frame = frame
  }

  /// How a table makes a registered cell class.
  ///
  /// It calls ``init(style:reuseIdentifier:)``, which subclasses override. Not UIKit API: UIKit calls the
  /// initialiser through the Objective-C runtime (docs/uikit-lists.md).
  public required convenience init(_dequeuedWithReuseIdentifier identifier: String) {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  private func assemble() {
    automaticBackground.identifier = "background"
    super.addSubview(automaticBackground)
    storedContentView.identifier = "contentView"
    storedContentView.clipsToBounds = false
    super.addSubview(storedContentView)
    separatorView.identifier = "separator"
    separatorView.isHidden = true
    super.addSubview(separatorView)
  }

  // MARK: - Content

  /// The view that holds the row's content: add subviews here, not to the cell.
  open var contentView: View { storedContentView }

  /// The title of a standard cell, made on first use.
  open var textLabel: Label? {
    if let label = storedTextLabel { return label }
    let label = makeStandardLabel(Self.titleStyle(for: cellStyle))
    storedTextLabel = label
    return label
  }

  /// The secondary text of a `.subtitle`, `.value1` or `.value2` cell; `nil` for a `.default` cell.
  open var detailTextLabel: Label? {
    if let label = storedDetailTextLabel { return label }
    guard let style = Self.detailStyle(for: cellStyle) else { return nil }
    let label = makeStandardLabel(style)
    storedDetailTextLabel = label
    return label
  }

  /// The image at the leading end of a standard cell, made on first use.
  open var imageView: ImageView? {
    if let view = storedImageView { return view }
    let view = ImageView()
    view.identifier = "imageView"
    storedContentView.addSubview(view)
    storedImageView = view
    setNeedsLayout()
    return view
  }

  private func makeStandardLabel(_ style: StandardTextStyle) -> Label {
    let label = Label()
    label.identifier = style.identifier
    label.font = style.font
    label.textColor = style.color
    label.textAlignment = style.alignment
    storedContentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// The view behind the content (drawn below it, the cell's size).
  open var backgroundView: View? {
    didSet { replaceDecoration(oldValue, with: backgroundView, below: storedContentView) }
  }
  /// The view behind the content while the cell is selected or highlighted; UIKit's default is a plain grey view.
  open var selectedBackgroundView: View? {
    didSet { replaceDecoration(oldValue, with: selectedBackgroundView, below: storedContentView) }
  }
  /// The selected background while several rows may be selected (stored).
  open var multipleSelectionBackgroundView: View?

  private func replaceDecoration(_ old: View?, with new: View?, below anchor: View) {
    old?.removeFromSuperview()
    if let new { insertSubview(new, belowSubview: anchor) }
    setNeedsLayout()
  }

  /// The identifier the cell was made with, for reuse.
  open var reuseIdentifier: String? { storedReuseIdentifier }

  /// Called before a table hands the cell out again; override to reset it (call `super`).
  open func prepareForReuse() {}

  // MARK: - Configurations

  private var configurationHost = ContentConfigurationHost()

  /// The content as a configuration (iOS 14 and later); it replaces the standard labels' use.
  public var contentConfiguration: ContentConfiguration? {
    didSet { configurationHost.show(contentConfiguration, in: storedContentView) }
  }

  /// The configuration for this cell's style: `.cell()`, `.subtitleCell()` or `.valueCell()`.
  public func defaultContentConfiguration() -> ListContentConfiguration {
    switch cellStyle {
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    case .default: .cell()
    }
  }

  /// The background as a configuration; it takes the place of the list's default background.
  public var backgroundConfiguration: BackgroundConfiguration? { didSet { setNeedsLayout() } }
  open var automaticallyUpdatesContentConfiguration = true
  open var automaticallyUpdatesBackgroundConfiguration = true
  public var configurationUpdateHandler: ConfigurationUpdateHandler?

  /// The cell's state for configurations.
  open var configurationState: CellConfigurationState {
    var state = CellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = isEditing
    return state
  }

  /// Asks for ``updateConfiguration(using:)`` (called at once here).
  open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }

  /// Updates the configurations for `state`; override to restyle, or set ``configurationUpdateHandler``.
  open func updateConfiguration(using state: CellConfigurationState) {
    if automaticallyUpdatesContentConfiguration, let contentConfiguration {
      self.contentConfiguration = contentConfiguration.updated(for: state)
    }
    configurationUpdateHandler?(self, state)
  }

  // MARK: - Selection

  open var selectionStyle: SelectionStyle = .default
  /// Whether the row is selected; the selected background shows while it is.
  open var isSelected: Bool {
    get { selected }
    set { setSelected(newValue, animated: false) }
  }
  /// Whether the row is highlighted (touched); the selected background shows while it is.
  open var isHighlighted: Bool {
    get { highlighted }
    set { setHighlighted(newValue, animated: false) }
  }
  /// Selects or deselects the row (there is no animation here); override to restyle.
  open func setSelected(_ selected: Bool, animated: Bool) {
    self.selected = selected
    setNeedsLayout()
  }
  /// Highlights the row or takes the highlight off; override to restyle.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    self.highlighted = highlighted
    storedTextLabel?.isHighlighted = highlighted
    storedDetailTextLabel?.isHighlighted = highlighted
    setNeedsLayout()
  }

  // MARK: - Accessory

  open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }

  // MARK: - iPhone OS 2's cell properties, kept by UIKit for old code: they forward to the labels and image

  @available(*, deprecated, message: "Use textLabel's text")
  open var text: String? {
    get { textLabel?.text }
    set { textLabel?.text = newValue }
  }
  @available(*, deprecated, message: "Use textLabel's font")
  open var font: Font? {
    get { textLabel?.font }
    set { textLabel?.font = newValue }
  }
  @available(*, deprecated, message: "Use textLabel's textAlignment")
  open var textAlignment: TextAlignment {
    get { textLabel?.textAlignment ?? .natural }
    set { textLabel?.textAlignment = newValue }
  }
  @available(*, deprecated, message: "Use textLabel's lineBreakMode")
  open var lineBreakMode: LineBreakMode {
    get { textLabel?.lineBreakMode ?? .byTruncatingTail }
    set { textLabel?.lineBreakMode = newValue }
  }
  @available(*, deprecated, message: "Use textLabel's textColor")
  open var textColor: Color? {
    get { textLabel?.textColor }
    set { textLabel?.textColor = newValue }
  }
  @available(*, deprecated, message: "Use textLabel's highlightedTextColor")
  open var selectedTextColor: Color? {
    get { textLabel?.highlightedTextColor }
    set { textLabel?.highlightedTextColor = newValue }
  }
  @available(*, deprecated, message: "Use imageView's image")
  open var image: Image? {
    get { imageView?.image }
    set { imageView?.image = newValue }
  }
  @available(*, deprecated, message: "Use imageView's highlightedImage")
  open var selectedImage: Image? {
    get { imageView?.highlightedImage }
    set { imageView?.highlightedImage = newValue }
  }
  @available(*, deprecated, message: "Use editingAccessoryType")
  open var hidesAccessoryWhenEditing = true
  @available(*, deprecated, message: "Use the table view delegate")
  open weak var target: AnyObject?
  @available(*, deprecated, message: "Use the table view delegate")
  open var editAction: Selector?
  @available(*, deprecated, message: "Use the table view delegate")
  open var accessoryAction: Selector?
  /// A view at the trailing end instead of the standard accessory.
  open var accessoryView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let accessoryView { addSubview(accessoryView) }
      setNeedsLayout()
    }
  }
  open var editingAccessoryType: AccessoryType = .none
  open var editingAccessoryView: View?

  /// The view that draws the standard accessory, made when one is first shown; hidden when there is none.
  func accessoryMarkIfNeeded() -> AccessoryMarkView? {
    guard accessoryType != .none else {
      accessoryMark?.isHidden = true
      return nil
    }
    let mark = accessoryMark ?? AccessoryMarkView()
    if accessoryMark == nil {
      mark.identifier = "accessory"
      accessoryMark = mark
      addSubview(mark)
    }
    mark.isHidden = false
    mark.type = accessoryType
    mark.sideMargin = sideMargin
    return mark
  }

  // MARK: - Editing

  open var editingStyle: EditingStyle { .none }
  open var showsReorderControl = false
  open var shouldIndentWhileEditing = true
  open var isEditing = false
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
  /// Whether the delete button shows: never here.
  open var showingDeleteConfirmation: Bool { false }
  open func willTransition(to state: StateMask) {}
  open func didTransition(to state: StateMask) {}

  // MARK: - Indentation and separators

  open var indentationLevel = 0 { didSet { setNeedsLayout() } }
  /// The indentation per level (UIKit's default is 10 points).
  open var indentationWidth: CGFloat = ListMetrics.indentationWidth { didSet { setNeedsLayout() } }
  /// The separator's insets from the cell's edges; by default the table's, which follow the text's leading edge.
  open var separatorInset: EdgeInsets {
    get { explicitSeparatorInset ?? automaticSeparatorInset }
    set {
      explicitSeparatorInset = newValue
      setNeedsLayout()
    }
  }

  // MARK: - Focus and dragging (stored; nothing is focused or dragged here)

  open var focusStyle: FocusStyle = .default
  open func dragStateDidChange(_ dragState: DragState) {}
  open var userInteractionEnabledWhileDragging = false

  /// The size the content view's constraints give the cell at the width its accessories leave: what a table
  /// gives a self-sizing row (a cell whose content does not size it is a standard row's height).
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    cellFittingSize(
      targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutCell()
  }

  // MARK: - Subviews go into the content view's place

  /// The cell keeps its decoration (separator) above everything else, as UIKit does.
  open override func didAddSubview(_ subview: View) {
    super.didAddSubview(subview)
    if subview !== separatorView, separatorView.superview === self {
      bringSubviewToFront(separatorView)
    }
  }
}

public typealias UITableViewCell = TableViewCell
