import Foundation

/// A view that lays out its arranged subviews in a row or a column, with UIKit's exact constraints (UIKit's
/// `UIStackView`).
///
/// The stack generates the constraints a real UIStackView generates (docs/stack-view.md, "The stack view recipe"):
/// canvas connections, spacing, alignment, a spanner guide for weak alignments, gap guides for equal spacing, with the
/// same priorities and `UISV-…` identifiers, so layouts and diagnostics read as they do on iOS. Any change of a
/// property, of the arranged views or of an arranged view's `isHidden` or intrinsic size rebuilds only the stack's own
/// constraints, changing in place what stays. The stack itself draws nothing.
///
/// ```swift
/// let row = StackView(arrangedSubviews: [icon, title])
/// row.spacing = 8
/// row.alignment = .center
/// ```
@preconcurrency @MainActor
open class StackView: View {
  /// How arranged views share the length along the axis (UIKit's `UIStackView.Distribution`).
  public enum Distribution: Int, Sendable {
    /// Views keep their sizes; hugging and compression resistance decide who grows or shrinks.
    case fill
    /// Every visible view gets the same length.
    case fillEqually
    /// Lengths in proportion to the views' intrinsic lengths.
    case fillProportionally
    /// Equal gaps between views, at least `spacing`.
    case equalSpacing
    /// Equal distances between views' centres, gaps at least `spacing`.
    case equalCentering
  }

  /// How arranged views sit across the axis (UIKit's `UIStackView.Alignment`).
  public enum Alignment: Int, Sendable {
    case fill
    /// Top in a horizontal stack, leading in a vertical one.
    case leading
    case firstBaseline
    case center
    /// Bottom in a horizontal stack, trailing in a vertical one.
    case trailing
    case lastBaseline

    /// UIKit's name for ``leading`` in a horizontal stack.
    public static let top = Alignment.leading
    /// UIKit's name for ``trailing`` in a horizontal stack.
    public static let bottom = Alignment.trailing
  }

  /// The views the stack arranges, in order; each is also a subview.
  open private(set) var arrangedSubviews: [View] = []
  /// Row (`.horizontal`, the default) or column.
  open var axis: LayoutAxis = .horizontal { didSet { rebuild() } }
  open var distribution: Distribution = .fill { didSet { rebuild() } }
  open var alignment: Alignment = .fill { didSet { rebuild() } }
  /// The gap between neighbours (the least gap for the equal distributions).
  open var spacing: CGFloat = 0 { didSet { rebuild() } }
  /// Whether spacing runs from baseline to baseline (vertical stacks only).
  open var isBaselineRelativeArrangement = false { didSet { rebuild() } }
  /// Whether the views are laid out inside the stack's margins instead of its edges.
  open var isLayoutMarginsRelativeArrangement = false { didSet { rebuild() } }

  var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints the stack generated, in the recipe's order, with their structure so that a rebuild can keep
  /// what stays.
  var generated: [GeneratedConstraint] = []
  var spanner: LayoutGuide?
  var gapGuides: [LayoutGuide] = []
  var distributionSpacer: LayoutGuide?
  private var isConfiguring = false

  /// Creates an empty stack: a row, left to right, filling, with no spacing (UIKit's defaults).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    rebuild()
  }

  /// UIKit's archive initialiser, which cannot fail for a stack; there are no archives here, so it makes an empty
  /// stack.
  public required init(coder: NSCoder) {
    super.init(frame: .zero)
    rebuild()
  }

  /// Creates a stack arranging `views` with its properties (a row, left to right, by default).
  ///
  /// Every property is set with the constraints' rebuilding held back, so they are built once at the end.
  public convenience init(
    arrangedSubviews views: [View], axis: LayoutAxis = .horizontal, spacing: CGFloat = 0,
    alignment: Alignment = .fill, distribution: Distribution = .fill
  ) {
    self.init(frame: .zero)
    isConfiguring = true
    self.axis = axis
    self.spacing = spacing
    self.alignment = alignment
    self.distribution = distribution
    for view in views { addArrangedSubview(view) }
    isConfiguring = false
    rebuild()
  }

  // MARK: - Arranged views

  /// Appends a view to the arrangement, adding it as a subview if it is not one.
  open func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts a view into the arrangement (moving it if it is already arranged); arranged views get
  /// `translatesAutoresizingMaskIntoConstraints = false`.
  open func insertArrangedSubview(_ view: View, at index: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.storedSuperview !== self { addSubview(view) }
    rebuild()
  }

  /// Removes a view from the arrangement; it stays a subview (as in UIKit).
  open func removeArrangedSubview(_ view: View) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    rebuild()
  }

  /// A spacing that asks for the system spacing between neighbours, 8 points here (UIKit's `spacingUseSystem`,
  /// `FLT_MIN` in UIStackView.h).
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
  /// A custom spacing that gives a view back the stack's ``spacing`` (UIKit's `spacingUseDefault`, `FLT_MAX` in
  /// UIStackView.h).
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

  /// Sets the gap after one arranged view, instead of ``spacing``; ``spacingUseDefault`` removes it.
  open func setCustomSpacing(_ spacing: CGFloat, after view: View) {
    customSpacings[ObjectIdentifier(view)] = spacing == Self.spacingUseDefault ? nil : spacing
    rebuild()
  }

  /// A spacing value as points: ``spacingUseSystem`` becomes the system spacing.
  func points(ofSpacing value: CGFloat) -> CGFloat {
    value == Self.spacingUseSystem ? systemSpacing : value
  }

  /// The gap after an arranged view: its custom spacing, or ``spacing``.
  open func customSpacing(after view: View) -> CGFloat {
    customSpacings.isEmpty ? spacing : customSpacings[ObjectIdentifier(view)] ?? spacing
  }

  override func subviewWillBeRemoved(_ view: View) {
    removeArrangedSubview(view)
  }

  override func arrangedContentDidChange(_ view: View) {
    if arrangedSubviews.contains(where: { $0 === view }) { rebuild() }
  }

  // MARK: - Baselines

  /// A vertical stack's first visible view; a horizontal stack's tallest visible view (the first on ties).
  open override var forFirstBaselineLayout: View { baselineView(first: true) }

  /// A vertical stack's last visible view; a horizontal stack's tallest visible view (the first on ties).
  open override var forLastBaselineLayout: View { baselineView(first: false) }

  private func baselineView(first: Bool) -> View {
    let visible = arrangedSubviews.filter { !$0.isHidden }
    guard !visible.isEmpty else { return self }
    if axis == .vertical {
      let view = (first ? visible.first : visible.last) ?? self
      return first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
    }
    let tallest =
      visible.enumerated().max { lhs, rhs in
        let (a, b) = (
          lhs.element.intrinsicContentSize.height, rhs.element.intrinsicContentSize.height
        )
        return a < b || (a == b && lhs.offset > rhs.offset)
      }?.element ?? self
    return first ? tallest.forFirstBaselineLayout : tallest.forLastBaselineLayout
  }

  // MARK: - Rebuilding

  /// Replaces the generated constraints by the recipe's for the current state, keeping the ones that stay (their
  /// constant and priority updated in place) and making objects only for new ones.
  ///
  /// Constraints leave in the order the previous recipe made them and arrive in the new recipe's order, so the
  /// solver sees the same operations in every process.
  func rebuild() {
    guard !isConfiguring else { return }
    let wanted = StackRecipe(stack: self).constraints()
    let wantedKeys = wanted.map(StackConstraintKey.init)
    let matches = StackConstraintMatching.match(previous: generated.map(\.key), wanted: wantedKeys)
    var kept = [Bool](repeating: false, count: generated.count)
    var next: [GeneratedConstraint] = []
    next.reserveCapacity(wanted.count)
    var toActivate: [LayoutConstraint] = []
    for (index, spec) in wanted.enumerated() {
      if let match = matches[index] {
        let existing = generated[match].constraint
        // Between required and optional a constraint cannot change in place: the old one goes.
        if existing.storedPriority.isRequired == spec.priority.isRequired {
          // Through the setters only for a change: they are open, and a call costs reference counting.
          if existing.storedConstant != spec.constant { existing.constant = spec.constant }
          if existing.storedPriority != spec.priority { existing.priority = spec.priority }
          kept[match] = true
          next.append(GeneratedConstraint(key: wantedKeys[index], constraint: existing))
          continue
        }
      }
      let constraint = spec.makeConstraint()
      next.append(GeneratedConstraint(key: wantedKeys[index], constraint: constraint))
      toActivate.append(constraint)
    }
    let leaving = generated.indices.filter { !kept[$0] }.map { generated[$0].constraint }
    LayoutConstraint.deactivate(leaving)
    generated = next
    LayoutConstraint.activate(toActivate)
  }
}
