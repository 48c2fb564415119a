import Foundation

/// What a picker's rows are (UIKit's `UIPickerViewDataSource`).
@preconcurrency @MainActor
public protocol PickerViewDataSource: AnyObject {
  /// The number of wheels.
  func numberOfComponents(in pickerView: PickerView) -> Int
  /// The number of rows of wheel `component`.
  func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker's rows show and what it is told (UIKit's `UIPickerViewDelegate`); every member is optional.
@preconcurrency @MainActor
public protocol PickerViewDelegate: AnyObject {
  func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  func pickerView(
    _ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int
  )
    -> NSAttributedString?
  func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat
  func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat
  func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
  // UIKit declares these too (in its own spelling here); each has a default below.
  func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView
}

extension PickerViewDelegate {
  public func pickerView(
    _ pickerView: PickerView, titleForRow row: Int, forComponent component: Int
  ) -> String? {
    nil
  }
  public func pickerView(
    _ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int
  )
    -> NSAttributedString?
  { nil }
  public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat {
    0
  }
  public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat
  { 0 }
  public func pickerView(
    _ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int
  ) {}
  public func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView { view ?? UIView() }
}

/// Spinning wheels of rows (UIKit's `UIPickerView`), drawn at rest.
///
/// Each wheel shows its selected row in the middle, on the selection band, with the two rows above and below it
/// dimmed. Nothing spins here.
///
/// Metrics are approximations of UIKit's wheels (docs/uikit-defaults.md): 216 points high, rows 32 points high,
/// titles in the 20-point system font, wheels sharing the width equally unless the delegate gives widths.
@preconcurrency @MainActor
open class PickerView: View {
  /// Where the rows come from.
  open weak var dataSource: PickerViewDataSource? { didSet { setNeedsLayout() } }
  /// What the rows show.
  open weak var delegate: PickerViewDelegate? { didSet { setNeedsLayout() } }
  /// Whether the selection band shows (it always does on current systems; kept).
  open var showsSelectionIndicator = true

  private var selected: [Int: Int] = [:]
  /// The labels of the visible rows, by wheel and offset from the selected row, made once and reused.
  private var rowLabels: [Int: Label] = [:]
  private let band = View()

  /// UIKit's picker height and row height (approximations; see the type's documentation).
  static let defaultHeight: CGFloat = 216
  static let defaultRowHeight: CGFloat = 32

  public override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    band.backgroundColor = .tertiarySystemFill
    band.layer.cornerRadius = 8
    addSubview(band)
  }

  /// The number of wheels.
  open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }

  /// The number of rows of wheel `component`.
  open func numberOfRows(inComponent component: Int) -> Int {
    dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
  }

  /// The size of a row of wheel `component`.
  open func rowSize(forComponent component: Int) -> CGSize {
    CGSize(width: componentWidths()[safe: component] ?? 0, height: rowHeight(component))
  }

  /// The selected row of wheel `component` (the first, until one is selected).
  open func selectedRow(inComponent component: Int) -> Int { selected[component] ?? 0 }

  /// Selects a row (at once: nothing spins here); the delegate is not told, as in UIKit.
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    selected[component] = row
    setNeedsLayout()
  }

  /// Asks the data source and delegate again.
  open func reloadAllComponents() { setNeedsLayout() }

  /// Asks the data source and delegate again for one wheel.
  open func reloadComponent(_ component: Int) { setNeedsLayout() }

  /// The view of a visible row: none, as rows here are drawn titles.
  open func view(forRow row: Int, forComponent component: Int) -> View? { nil }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: Self.defaultHeight)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let middle = bounds.midY
    band.frame = CGRect(
      x: 8, y: middle - Self.defaultRowHeight / 2, width: max(bounds.width - 16, 0),
      height: Self.defaultRowHeight)
    band.isHidden = !showsSelectionIndicator || numberOfComponents == 0
    var x: CGFloat = 0
    for (component, width) in componentWidths().enumerated() {
      let height = rowHeight(component)
      let chosen = selectedRow(inComponent: component)
      for offset in -2...2 {
        let row = chosen + offset
        let label = rowLabel(component: component, offset: offset)
        let title =
          row >= 0 && row < numberOfRows(inComponent: component) ? title(row, component) : nil
        label.isHidden = title == nil
        if label.text != title { label.text = title }
        let frame = CGRect(
          x: x, y: middle - height / 2 + CGFloat(offset) * height, width: width, height: height)
        if label.frame != frame { label.frame = frame }
      }
      x += width
    }
  }

  /// The label of the row `offset` rows from wheel `component`'s selected one, made on first use.
  private func rowLabel(component: Int, offset: Int) -> Label {
    let key = component * 8 + offset + 2
    if let label = rowLabels[key] { return label }
    let label = Label()
    label.font = .systemFont(ofSize: 20)
    label.textAlignment = .center
    label.textColor = offset == 0 ? .label : .tertiaryLabel
    addSubview(label)
    rowLabels[key] = label
    return label
  }

  private func title(_ row: Int, _ component: Int) -> String? {
    delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component)?.string
      ?? delegate?.pickerView(self, titleForRow: row, forComponent: component)
  }

  private func rowHeight(_ component: Int) -> CGFloat {
    let given = delegate?.pickerView(self, rowHeightForComponent: component) ?? 0
    return given > 0 ? given : Self.defaultRowHeight
  }

  /// Each wheel's width: the delegate's, else an equal share of what the given widths leave.
  private func componentWidths() -> [CGFloat] {
    let count = numberOfComponents
    guard count > 0 else { return [] }
    let given = (0..<count).map { delegate?.pickerView(self, widthForComponent: $0) ?? 0 }
    let fixed = given.filter { $0 > 0 }.reduce(0, +)
    let flexible = given.filter { $0 <= 0 }.count
    let share = flexible > 0 ? max(bounds.width - fixed, 0) / CGFloat(flexible) : 0
    return given.map { $0 > 0 ? $0 : share }
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

public typealias UIPickerView = PickerView
public typealias UIPickerViewDataSource = PickerViewDataSource
public typealias UIPickerViewDelegate = PickerViewDelegate
