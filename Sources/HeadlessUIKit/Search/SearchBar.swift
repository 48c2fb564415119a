import Foundation

/// A search field in a bar (UIKit's `UISearchBar`).
///
/// A rounded, filled text field, and a Cancel button when asked for. Approximate metrics (docs/uikit-bars.md, "Search bars"): 56 points tall, the field
/// 36 points tall with 10-point corners, 8 points from the bar's sides.
@preconcurrency @MainActor
open class SearchBar: View {
  /// The bar's look (UIKit's `UISearchBar.Style`).
  public enum Style: UInt, Sendable {
    case `default`, prominent, minimal
  }

  /// The text field inside the bar.
  open var searchTextField: SearchTextField { field }
  private let field = SearchTextField()
  private let cancelButton = Label("Cancel")
  private var fieldTrailing: LayoutConstraint?
  private var cancelTrailing: LayoutConstraint?

  /// The text being searched for.
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }
  /// The grey text shown while the field is empty.
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }
  /// A line above the field.
  open var prompt: String?
  /// The bar's look.
  open var searchBarStyle: Style = .default
  /// The colour behind the field.
  open var barTintColor: Color? {
    didSet {
      backgroundColor = barTintColor
      noteAppearance(\SearchBar.barTintColor)
    }
  }
  /// Whether the Cancel button is shown.
  open var showsCancelButton = false { didSet { updateCancelButton() } }
  /// Shows or hides the Cancel button (not animated here).
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }
  /// Whether the scope bar is shown (stored: no scope bar is drawn).
  open var showsScopeBar = false
  /// The scope buttons' titles (stored).
  open var scopeButtonTitles: [String]?
  /// The selected scope (stored).
  open var selectedScopeButtonIndex = 0
  /// The bar's delegate.
  open weak var delegate: SearchBarDelegate?
  /// Stored: there is no keyboard here.
  open var keyboardType: KeyboardType = .default
  /// Stored: there is no keyboard here.
  open var returnKeyType: ReturnKeyType = .search
  /// Stored.
  open var autocapitalizationType: TextAutocapitalizationType = .none

  // MARK: - UIKit's styling (kept; the search icon is drawn)

  /// The icons a search bar shows (UIKit's `UISearchBar.Icon`).
  public enum Icon: Int, Sendable {
    case search, clear, bookmark, resultsList
  }

  open var barStyle: NavigationBar.BarStyle = .default
  open var isTranslucent = true
  /// Whether the bar takes input; the field follows it.
  open var isEnabled = true { didSet { field.isEnabled = isEnabled } }
  open var showsBookmarkButton = false
  open var showsSearchResultsButton = false
  open var isSearchResultsButtonSelected = false
  open var isLookToDictateEnabled = false
  /// The bar's background image (an empty image is the usual way to remove the bar's background: there is none
  /// here unless `barTintColor` gives one).
  open var backgroundImage: Image?
  open var scopeBarBackgroundImage: Image?
  open var searchFieldBackgroundPositionAdjustment = Offset.zero
  open var searchTextPositionAdjustment = Offset.zero
  /// A view above the keyboard while the field is edited (kept: there is no keyboard here).
  open override var inputAccessoryView: View? {
    get { storedInputAccessoryView }
    set { storedInputAccessoryView = newValue }
  }
  private var storedInputAccessoryView: View?

  private var backgroundImages: [String: Image] = [:]
  private var fieldBackgroundImages: [UInt: Image] = [:]
  private var icons: [String: Image] = [:]
  private var positionAdjustments: [Icon: Offset] = [:]
  private var scopeButtonBackgroundImages: [UInt: Image] = [:]
  private var scopeDividerImages: [String: Image] = [:]
  private var scopeTitleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// Shows or hides the scope bar (at once: there is no animation here).
  open func setShowsScope(_ show: Bool, animated animate: Bool) { showsScopeBar = show }

  open func setBackgroundImage(
    _ backgroundImage: Image?, for barPosition: BarPosition, barMetrics: BarMetrics
  ) {
    backgroundImages["\(barPosition.rawValue)/\(barMetrics.rawValue)"] = backgroundImage
  }
  open func backgroundImage(for barPosition: BarPosition, barMetrics: BarMetrics) -> Image? {
    backgroundImages["\(barPosition.rawValue)/\(barMetrics.rawValue)"]
  }
  open func setSearchFieldBackgroundImage(_ backgroundImage: Image?, for state: Control.State) {
    fieldBackgroundImages[state.rawValue] = backgroundImage
  }
  open func searchFieldBackgroundImage(for state: Control.State) -> Image? {
    fieldBackgroundImages[state.rawValue]
  }

  /// Replaces an icon; the search icon is drawn in the field.
  open func setImage(_ iconImage: Image?, for icon: Icon, state: Control.State) {
    icons["\(icon.rawValue)/\(state.rawValue)"] = iconImage
    if icon == .search, state == .normal { field.setSearchIcon(iconImage) }
  }
  open func image(for icon: Icon, state: Control.State) -> Image? {
    icons["\(icon.rawValue)/\(state.rawValue)"]
  }

  open func setPositionAdjustment(_ adjustment: Offset, for icon: Icon) {
    positionAdjustments[icon] = adjustment
  }
  open func positionAdjustment(for icon: Icon) -> Offset { positionAdjustments[icon] ?? .zero }

  open func setScopeBarButtonBackgroundImage(_ backgroundImage: Image?, for state: Control.State) {
    scopeButtonBackgroundImages[state.rawValue] = backgroundImage
  }
  open func scopeBarButtonBackgroundImage(for state: Control.State) -> Image? {
    scopeButtonBackgroundImages[state.rawValue]
  }
  open func setScopeBarButtonDividerImage(
    _ dividerImage: Image?, forLeftSegmentState leftState: Control.State,
    rightSegmentState rightState: Control.State
  ) {
    scopeDividerImages["\(leftState.rawValue)/\(rightState.rawValue)"] = dividerImage
  }
  open func scopeBarButtonDividerImage(
    forLeftSegmentState leftState: Control.State, rightSegmentState rightState: Control.State
  ) -> Image? {
    scopeDividerImages["\(leftState.rawValue)/\(rightState.rawValue)"]
  }
  open func setScopeBarButtonTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: Control.State
  ) {
    scopeTitleAttributes[state.rawValue] = attributes
  }
  open func scopeBarButtonTitleTextAttributes(for state: Control.State) -> [NSAttributedString.Key:
    Any]?
  {
    scopeTitleAttributes[state.rawValue]
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    field.translatesAutoresizingMaskIntoConstraints = false
    cancelButton.translatesAutoresizingMaskIntoConstraints = false
    cancelButton.textColor = .systemBlue
    cancelButton.font = .systemFont(ofSize: 17)
    cancelButton.isHidden = true
    addSubview(searchTextField)
    addSubview(cancelButton)
    fieldTrailing = searchTextField.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8)
    cancelTrailing = searchTextField.trailingAnchor.constraint(
      equalTo: cancelButton.leadingAnchor, constant: -8)
    NSLayoutConstraint.activate([
      searchTextField.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
      searchTextField.centerYAnchor.constraint(equalTo: centerYAnchor),
      searchTextField.heightAnchor.constraint(equalToConstant: 36),
      cancelButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
      cancelButton.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
    fieldTrailing?.isActive = true
  }

  private func updateCancelButton() {
    cancelButton.isHidden = !showsCancelButton
    fieldTrailing?.isActive = !showsCancelButton
    cancelTrailing?.isActive = showsCancelButton
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: 56)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 56)
  }
}

/// The text field of a search bar (UIKit's `UISearchTextField`): filled and rounded.
open class SearchTextField: TextField {
  public override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    backgroundColor = .tertiarySystemFill
    layer.cornerRadius = 10
    font = .systemFont(ofSize: 17)
    setSearchIcon(nil)
    leftViewMode = .always
    contentInsets = DirectionalEdgeInsets(top: 0, leading: 32, bottom: 0, trailing: 8)
  }

  /// Shows `image` as the search icon, or the magnifying glass when `nil`.
  func setSearchIcon(_ image: Image?) {
    let glass = ImageView(image: image ?? Image(systemName: "magnifyingglass"))
    glass.tintColor = .secondaryLabel
    glass.frame = CGRect(x: 0, y: 0, width: 28, height: 20)
    glass.contentMode = .center
    leftView = glass
  }
}

/// What a search bar tells its delegate (UIKit's `UISearchBarDelegate`): every method is optional.
@preconcurrency @MainActor
public protocol SearchBarDelegate: AnyObject {
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
  func searchBarSearchButtonClicked(_ searchBar: SearchBar)
  func searchBarCancelButtonClicked(_ searchBar: SearchBar)
  func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
  func searchBarTextDidEndEditing(_ searchBar: SearchBar)
  func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
  // UIKit declares these too (in its own spelling here); each has a default below.
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextInRanges ranges: [NSValue], replacementText: String
  ) -> Bool
  func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
  func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension SearchBarDelegate {
  public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
  public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
  public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
  public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
  public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  public func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextInRanges ranges: [NSValue], replacementText: String
  ) -> Bool { true }
  public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBar(
    _ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
  ) {}
}
