import Foundation
import HeadlessUIKit
import Testing

/// Layout passes that user code re-enters or keeps changing, and conflicts that stop holding: each case failed
/// before its fix (a stack overflow, a frame left stale, a strict layout failing for a resolved conflict).
@Suite struct LayoutPassRobustnessTests {
  /// A view whose layoutSubviews asks for layout again, as real code sometimes does.
  final class ReentrantView: View {
    var calls = 0
    override func layoutSubviews() {
      calls += 1
      layoutIfNeeded()
    }
  }

  /// A view that sizes its child from its own width in layoutSubviews (half as high as it is wide).
  final class SquareKeepingView: View {
    let child = View()
    lazy var childHeight = child.heightAnchor.constraint(equalToConstant: 0)
    override init(frame: CGRect) {
      super.init(frame: frame)
      child.translatesAutoresizingMaskIntoConstraints = false
      addSubview(child)
      LayoutConstraint.activate([
        child.topAnchor.constraint(equalTo: topAnchor),
        child.leadingAnchor.constraint(equalTo: leadingAnchor),
        child.widthAnchor.constraint(equalTo: widthAnchor), childHeight,
      ])
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
      childHeight.constant = bounds.width / 2
    }
  }

  /// A view whose layoutSubviews changes a constant on every call: layout can never settle.
  final class RestlessView: View {
    lazy var width = widthAnchor.constraint(equalToConstant: 1)
    override func layoutSubviews() {
      width.constant += 1
    }
  }

  @Test func layoutIfNeededInsideLayoutSubviewsDoesNotRecurse() {
    let root = makeRoot(width: 100, height: 100)
    let view = ReentrantView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
    root.addSubview(view)
    root.layoutIfNeeded()
    #expect(view.calls == 1)
    #expect(view.frame == CGRect(x: 10, y: 10, width: 30, height: 30))
  }

  @Test func changesMadeInLayoutSubviewsAreLaidOutInTheSamePass() {
    let root = makeRoot(width: 300, height: 300)
    let view = SquareKeepingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    root.addSubview(view)
    root.layoutIfNeeded()
    // The child is 200 wide, so layoutSubviews makes it 100 high; the same layoutIfNeeded shows it.
    #expect(view.child.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
  }

  @Test func aLayoutThatNeverSettlesStopsWithAWarning() {
    let root = makeRoot(width: 300, height: 300)
    let view = RestlessView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    LayoutConstraint.activate([
      view.width, view.heightAnchor.constraint(equalToConstant: 10),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ])
    let (_, diagnostics) = Diagnostics.collect { root.layoutIfNeeded() }
    #expect(diagnostics.contains { $0.message.contains("did not settle after 8 rounds") })
    // The frames match the solver's last solution: 1 + 8 increments.
    #expect(view.frame.width == 9)
  }

  @Test func aResolvedConflictNoLongerFailsStrictLayout() throws {
    let root = makeRoot(width: 300, height: 300)
    let box = makeView("box", in: root)
    let narrow = box.widthAnchor.constraint(equalToConstant: 50)
    let wide = box.widthAnchor.constraint(equalToConstant: 80)
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.heightAnchor.constraint(equalToConstant: 10), narrow,
    ])
    let (_, diagnostics) = Diagnostics.collect {
      wide.isActive = true
      root.layoutIfNeeded()
    }
    #expect(diagnostics.count == 1 && root.conflictReports.count == 1)
    #expect(throws: LayoutError.self) { try root.layout(strict: true) }
    // The constraint the broken one conflicted with goes: the broken one holds again, and strict layout passes.
    narrow.isActive = false
    try root.layout(strict: true)
    #expect(root.conflictReports.isEmpty && root.brokenConstraints.isEmpty)
    expectFrame(box, 0, 0, 80, 10)
  }

  @Test func deactivatingTheBrokenConstraintClearsItsConflict() throws {
    let root = makeRoot(width: 300, height: 300)
    let box = makeView("box", in: root)
    let wide = box.widthAnchor.constraint(equalToConstant: 80)
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
      box.widthAnchor.constraint(equalToConstant: 50),
    ])
    _ = Diagnostics.collect {
      wide.isActive = true
      root.layoutIfNeeded()
    }
    #expect(root.brokenConstraints == [wide])
    wide.isActive = false
    try root.layout(strict: true)
    #expect(root.conflictReports.isEmpty)
    expectFrame(box, 0, 0, 50, 10)
  }
}

@Suite struct ExtremeConstantLayoutTests {
  @Test func extremeConstantsAreRefusedAndTheLayoutRecovers() {
    let root = makeRoot(width: 300, height: 300)
    let box = makeView("box", in: root)
    let width = box.widthAnchor.constraint(equalToConstant: 10)
    LayoutConstraint.activate([
      width, box.heightAnchor.constraint(equalToConstant: 10),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ])
    root.layoutIfNeeded()
    let (_, diagnostics) = Diagnostics.collect {
      width.constant = 1.7e308
      width.constant = -1.7e308
    }
    #expect(diagnostics.count == 2)
    width.constant = 100
    root.layoutIfNeeded()
    expectFrame(box, 0, 0, 100, 10)
  }
}

/// A cell whose content view a test lays out on its own, pinned to a width by a constraint (the way cell snapshot
/// tests size it), settles at once: the cell does not place by frame a content view its constraints place.
@Suite struct CellContentViewPinnedByConstraintsTests {
  @Test func aContentViewPinnedToAWidthSettlesWithoutAWarning() {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.contentView.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.widthAnchor.constraint(equalToConstant: 375).isActive = true
    let (_, diagnostics) = Diagnostics.collect { cell.contentView.layoutIfNeeded() }
    #expect(!diagnostics.contains { $0.message.contains("did not settle") })
    #expect(cell.contentView.frame.width == 375)
  }
}
