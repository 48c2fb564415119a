import Foundation

/// A row of mutually exclusive segments (UIKit's `UISegmentedControl`), each a title or an image.
///
/// The look is iOS 13 and later's: a 32-point-high rounded track in the tertiary system fill, the selected segment
/// a white (dark: grey) rounded plate inset 2 points, 13-point titles, semibold when selected, and thin separators
/// between unselected neighbours (Apple's iOS design resources). Segments are equally wide, as wide as the widest
/// content plus 12 points on each side, unless ``apportionsSegmentWidthsByContent`` is true or a width is set
/// with ``setWidth(_:forSegmentAt:)``. UIKit does not document the padding: 12 points is an approximation of its
/// drawing.
@preconcurrency @MainActor
open class SegmentedControl: Control, ContentDrawing {
  /// The index meaning "no segment selected" (UIKit's `UISegmentedControl.noSegment`).
  public static let noSegment = -1
  /// The control's height on iOS 13 and later.
  static let height: CGFloat = 32
  /// Space on each side of a segment's content.
  static let segmentPadding: CGFloat = 12
  /// How far the selected plate is inset from the track.
  static let plateInset: CGFloat = 2

  private struct SegmentContent {
    var title: String?
    var image: Image?
    var width: CGFloat = 0
    var isEnabled = true
    var action: Action?
    var contentOffset: CGSize = .zero
  }

  /// UIKit's pre-iOS 7 looks (UIKit's `UISegmentedControl.Style`); every style draws as today's control.
  public enum Style: Int, Sendable {
    case plain = 0, bordered, bar, bezeled
  }

  /// The pre-iOS 7 look asked for (stored).
  @available(*, deprecated, message: "The style has no effect since iOS 7")
  open var segmentedControlStyle: Style = .plain
  /// Whether dragging onto a segment selects it (stored).
  open var isSpringLoaded = false

  private var segments: [SegmentContent] = []
  /// The selected segment, or ``noSegment`` (the default).
  open var selectedSegmentIndex = SegmentedControl.noSegment
  /// The selected plate's colour; `nil` for white (grey in dark appearance).
  open var selectedSegmentTintColor: Color? {
    didSet { noteAppearance(\SegmentedControl.selectedSegmentTintColor) }
  }
  /// Whether segments are as wide as their own content rather than equally wide.
  open var apportionsSegmentWidthsByContent = false {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// Whether a segment deselects itself after a tap (stored; nothing is tapped here).
  open var isMomentary = false
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// A segmented control with a segment per item: a `String` is a title, an ``Image`` an image.
  public init(items: [Any]?) {
    super.init(frame: .zero)
    for item in items ?? [] {
      if let image = item as? Image {
        segments.append(SegmentContent(image: image))
      } else if let action = item as? Action {
        // UIKit takes actions among the items too (iOS 14): the segment shows the action's title and image.
        segments.append(SegmentContent(title: action.title, image: action.image, action: action))
      } else {
        segments.append(SegmentContent(title: item as? String ?? "\(item)"))
      }
    }
  }

  /// An empty segmented control at `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A segmented control with a segment per action, titled with the action's title (iOS 14).
  public convenience init(frame: CGRect, actions: [Action]) {
    self.init(frame: frame)
    for action in actions {
      segments.append(SegmentContent(title: action.title, image: action.image, action: action))
    }
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // MARK: - Segments

  /// How many segments there are.
  open var numberOfSegments: Int { segments.count }

  /// Inserts a titled segment at `index` (clamped to the valid range).
  open func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
    segments.insert(SegmentContent(title: title), at: clamped(index))
    invalidateIntrinsicContentSize()
  }

  /// Inserts an image segment at `index` (clamped to the valid range).
  open func insertSegment(with image: Image?, at index: Int, animated: Bool) {
    segments.insert(SegmentContent(image: image), at: clamped(index))
    invalidateIntrinsicContentSize()
  }

  /// Inserts a segment titled and imaged by an action, which runs when it is selected.
  open func insertSegment(action: Action, at segment: Int, animated: Bool) {
    segments.insert(
      SegmentContent(title: action.title, image: action.image, action: action), at: clamped(segment)
    )
    invalidateIntrinsicContentSize()
  }

  /// Replaces a segment's action, title and image with an action's.
  open func setAction(_ action: Action, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].action = action
    segments[segment].title = action.title
    segments[segment].image = action.image
    invalidateIntrinsicContentSize()
  }

  /// The action of a segment, if it was made from one.
  open func actionForSegment(at segment: Int) -> Action? {
    segments.indices.contains(segment) ? segments[segment].action : nil
  }

  /// The index of the segment whose action has an identifier, or ``noSegment``.
  open func segmentIndex(identifiedBy actionIdentifier: Action.Identifier) -> Int {
    segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
  }

  /// Moves a segment's content by an offset (stored; contents are drawn centred).
  open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].contentOffset = offset
  }

  /// A segment's content offset.
  open func contentOffsetForSegment(at segment: Int) -> CGSize {
    segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
  }

  /// Removes the segment at `index`, if there is one.
  open func removeSegment(at index: Int, animated: Bool) {
    guard segments.indices.contains(index) else { return }
    segments.remove(at: index)
    if selectedSegmentIndex >= segments.count { selectedSegmentIndex = Self.noSegment }
    invalidateIntrinsicContentSize()
  }

  /// Removes every segment.
  // MARK: UIKit's older customisation API (kept; the control draws in the system style)

  /// Where a segment sits, for position adjustments (UIKit's `UISegmentedControl.Segment`).
  public enum Segment: Int, Sendable {
    case any, left, center, right, alone
  }

  private var customization = BarCustomization()

  open func setBackgroundImage(_ backgroundImage: Image?, for state: State, barMetrics: BarMetrics)
  {
    customization[image: "background", Int(state.rawValue), barMetrics.rawValue] = backgroundImage
  }

  open func backgroundImage(for state: State, barMetrics: BarMetrics) -> Image? {
    customization[image: "background", Int(state.rawValue), barMetrics.rawValue]
  }

  open func setDividerImage(
    _ dividerImage: Image?, forLeftSegmentState leftState: State,
    rightSegmentState rightState: State,
    barMetrics: BarMetrics
  ) {
    customization[
      image: "divider", Int(leftState.rawValue), Int(rightState.rawValue), barMetrics.rawValue] =
      dividerImage
  }

  open func dividerImage(
    forLeftSegmentState leftState: State, rightSegmentState rightState: State,
    barMetrics: BarMetrics
  ) -> Image? {
    customization[
      image: "divider", Int(leftState.rawValue), Int(rightState.rawValue), barMetrics.rawValue]
  }

  open func setContentPositionAdjustment(
    _ adjustment: Offset, forSegmentType leftCenterRightOrAlone: Segment, barMetrics: BarMetrics
  ) {
    customization[offset: "content", leftCenterRightOrAlone.rawValue, barMetrics.rawValue] =
      adjustment
  }

  open func contentPositionAdjustment(
    forSegmentType leftCenterRightOrAlone: Segment, barMetrics: BarMetrics
  )
    -> Offset
  {
    customization[offset: "content", leftCenterRightOrAlone.rawValue, barMetrics.rawValue]
  }

  open func removeAllSegments() {
    segments.removeAll()
    selectedSegmentIndex = Self.noSegment
    invalidateIntrinsicContentSize()
  }

  open func setTitle(_ title: String?, forSegmentAt index: Int) {
    guard segments.indices.contains(index) else { return }
    segments[index].title = title
    segments[index].image = nil
    invalidateIntrinsicContentSize()
  }

  open func titleForSegment(at index: Int) -> String? {
    segments.indices.contains(index) ? segments[index].title : nil
  }

  open func setImage(_ image: Image?, forSegmentAt index: Int) {
    guard segments.indices.contains(index) else { return }
    segments[index].image = image
    segments[index].title = nil
    invalidateIntrinsicContentSize()
  }

  open func imageForSegment(at index: Int) -> Image? {
    segments.indices.contains(index) ? segments[index].image : nil
  }

  /// Fixes a segment's width; 0 (the default) lets the control choose.
  open func setWidth(_ width: CGFloat, forSegmentAt index: Int) {
    guard segments.indices.contains(index) else { return }
    segments[index].width = max(width, 0)
    invalidateIntrinsicContentSize()
  }

  open func widthForSegment(at index: Int) -> CGFloat {
    segments.indices.contains(index) ? segments[index].width : 0
  }

  open func setEnabled(_ enabled: Bool, forSegmentAt index: Int) {
    guard segments.indices.contains(index) else { return }
    segments[index].isEnabled = enabled
  }

  open func isEnabledForSegment(at index: Int) -> Bool {
    segments.indices.contains(index) ? segments[index].isEnabled : false
  }

  /// Keeps text attributes for a state; a `.font` given for `.normal` sizes the titles.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
    titleAttributes[state.rawValue] = attributes
    invalidateIntrinsicContentSize()
    noteAppearanceCall("setTitleTextAttributes:\(state.rawValue)", on: self) {
      $0.setTitleTextAttributes(attributes, for: state)
    }
  }

  open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  private func clamped(_ index: Int) -> Int { min(max(index, 0), segments.count) }

  // MARK: - Size and drawing

  /// The title font: 13-point system, semibold for the selected segment, unless attributes give one.
  private func font(selected: Bool) -> Font {
    titleAttribute(.font, selected: selected)
      ?? .systemFont(ofSize: 13, weight: selected ? .semibold : .regular)
  }

  /// A title attribute set for the segment's state, else for `.normal` (as UIKit falls back).
  private func titleAttribute<Value>(_ key: NSAttributedString.Key, selected: Bool) -> Value? {
    let state: State = selected ? .selected : .normal
    return titleAttributes[state.rawValue]?[key] as? Value
      ?? titleAttributes[State.normal.rawValue]?[key] as? Value
  }

  private func style(_ title: String, selected: Bool) -> TextStyle {
    TextStyle(
      text: title, font: font(selected: selected).typeface, alignment: .center,
      direction: effectiveUserInterfaceLayoutDirection, numberOfLines: 1,
      lineBreakMode: .byTruncatingTail)
  }

  /// A segment's content size: its title's (in the wider, semibold face) or its image's.
  private func contentSize(of segment: SegmentContent) -> CGSize {
    if let image = segment.image { return image.size }
    guard let title = segment.title, !title.isEmpty else { return .zero }
    do {
      return try TextEngine.withEngine { $0.measure(style(title, selected: true), width: nil) }.size
    } catch {
      Diagnostics.report(Diagnostic(.error, "segmented control \(debugName): \(error)"))
      return .zero
    }
  }

  /// Each segment's natural width: a fixed width, its own content's, or the widest content's.
  private var naturalWidths: [CGFloat] {
    let contents = segments.map { contentSize(of: $0).width + 2 * Self.segmentPadding }
    let widest = contents.max() ?? 0
    return zip(segments, contents).map { segment, content in
      if segment.width > 0 { return segment.width }
      return apportionsSegmentWidthsByContent ? content : widest
    }
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: naturalWidths.reduce(0, +), height: Self.height)
  }

  /// The segments' rectangles across the bounds, leading first: fixed widths kept, the rest scaled to fill.
  private var segmentRects: [CGRect] {
    let natural = naturalWidths
    let fixed = zip(segments, natural).filter { $0.0.width > 0 }.reduce(0) { $0 + $1.1 }
    let flexible = natural.reduce(0, +) - fixed
    let scale = flexible > 0 ? max(bounds.width - fixed, 0) / flexible : 0
    var x: CGFloat = 0
    var rects: [CGRect] = []
    for (segment, width) in zip(segments, natural) {
      let actual = segment.width > 0 ? width : width * scale
      rects.append(CGRect(x: x, y: 0, width: actual, height: bounds.height))
      x += actual
    }
    guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return rects }
    return rects.map { CGRect(x: bounds.width - $0.maxX, y: 0, width: $0.width, height: $0.height) }
  }

  package var drawnContent: [DrawnContent] {
    var content: [DrawnContent] = [.fill(bounds, .tertiarySystemFill, cornerRadius: 9)]
    let rects = segmentRects
    let selected = segments.indices.contains(selectedSegmentIndex) ? selectedSegmentIndex : nil
    if let selected {
      let plate = Color(light: .white, dark: Color(hex: "#636366") ?? .systemGray)
      content.append(
        .fill(
          rects[selected].insetBy(dx: Self.plateInset, dy: Self.plateInset),
          selectedSegmentTintColor ?? plate, cornerRadius: 7))
    }
    for index in rects.indices.dropLast()
    where index != selected && index + 1 != selected {
      let x =
        effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? rects[index].minX : rects[index].maxX
      content.append(
        .fill(
          CGRect(x: x - 0.5, y: (bounds.height - 16) / 2, width: 1, height: 16), .separator,
          cornerRadius: 0))
    }
    for (index, segment) in segments.enumerated() {
      // The title colour of the segment's state from `setTitleTextAttributes(_:for:)`, else the label colour.
      var color: Color = titleAttribute(.foregroundColor, selected: index == selected) ?? .label
      if !isEnabled || !segment.isEnabled { color = color.withAlphaComponent(0.3) }
      let rect = rects[index]
      if let image = segment.image {
        let size = image.size
        let frame = CGRect(
          x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width,
          height: size.height)
        content.append(.image(image, frame, tint: image.isTemplate ? color : nil))
      } else if let title = segment.title, !title.isEmpty {
        content.append(
          .text(
            style(title, selected: index == selected),
            rect.insetBy(dx: Self.segmentPadding / 2, dy: 0), color))
      }
    }
    return content
  }
}
