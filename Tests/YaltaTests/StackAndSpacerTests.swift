import Foundation
import Testing
import Yalta

/// Yalta's Stack and Spacer (docs/dsl-semantics.md, "Stack and Spacer", Y-B6 and the Spacer table).
@Suite struct StackAndSpacerTests {
  @Test func stackInitialisersSetTheirProperties() {
    let a = View()
    let b = View()
    let full = Stack(
      [a, b], axis: .vertical, spacing: 4, alignment: .center, distribution: .fillEqually)
    #expect(full.axis == .vertical && full.spacing == 4 && full.alignment == .center)
    #expect(full.distribution == .fillEqually)
    #expect(
      full.arrangedSubviews.count == 2 && full.arrangedSubviews[0] === a
        && full.arrangedSubviews[1] === b)
    let configured = Stack(a, b) { $0.spacing = 15 }
    #expect(configured.spacing == 15 && configured.arrangedSubviews.count == 2)
  }

  /// Properties given to the initialisers must shape the layout, not only read back.
  @Test func initialiserPropertiesShapeTheLayout() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let title = Labelish(width: 100)
    let subtitle = Labelish(width: 60)
    let column = Stack([title, subtitle], axis: .vertical, spacing: 4, alignment: .leading)
    let closureColumn = Stack(Labelish(width: 10), Labelish(width: 20)) {
      $0.axis = .vertical
      $0.spacing = 2
    }
    for stack in [column, closureColumn] {
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(stack)
      LayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.topAnchor.constraint(equalTo: root.topAnchor),
      ])
    }
    root.layoutIfNeeded()
    // A column: the subtitle 4 points below the 20-point title, both at the leading edge with their own widths.
    #expect(title.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(subtitle.frame == CGRect(x: 0, y: 24, width: 60, height: 20))
    #expect(column.frame.size == CGSize(width: 100, height: 44))
    #expect(closureColumn.arrangedSubviews[1].frame.minY == 22)
  }

  /// Each spacer's constraints, as (attribute, relation, constant, priority).
  @Test func spacerConstraintsFollowTheTable() {
    func summary(_ spacer: Spacer) -> Set<String> {
      Set(
        spacer.constraints.map {
          "\($0.firstAttribute) \($0.relation) \(Int($0.constant)) @\($0.priority)"
        })
    }
    #expect(summary(Spacer(width: 12)) == ["width equal 12 @1000", "height equal 0 @42"])
    #expect(summary(Spacer(height: 7)) == ["height equal 7 @1000", "width equal 0 @42"])
    #expect(
      summary(Spacer(minWidth: 10)) == [
        "width greaterThanOrEqual 10 @1000", "width equal 10 @42", "height equal 0 @42",
      ])
    #expect(
      summary(Spacer(minHeight: 3)) == [
        "height greaterThanOrEqual 3 @1000", "height equal 3 @42", "width equal 0 @42",
      ])
    #expect(!Spacer(width: 1).translatesAutoresizingMaskIntoConstraints)
  }

  /// A title and a subtitle with a flexible spacer between them in a fixed-width row: the spacer grows.
  @Test func flexibleSpacerTakesTheSlack() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let title = Labelish(width: 100)
    let subtitle = Labelish(width: 60)
    let spacer = Spacer(minWidth: 8)
    let row = Stack(title, spacer, subtitle)
    row.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(row)
    LayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      row.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // 300 - 100 - 60 = 140 for the spacer (its @42 preference loses to the labels' hugging at 250).
    #expect(title.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(spacer.frame == CGRect(x: 100, y: 0, width: 140, height: 20))
    #expect(subtitle.frame == CGRect(x: 240, y: 0, width: 60, height: 20))
  }
}

/// A stand-in for a one-line label: a fixed intrinsic size.
final class Labelish: View {
  let width: CGFloat
  init(width: CGFloat) {
    self.width = width
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { CGSize(width: width, height: 20) }
}

/// docs/dsl-semantics.md, Y-C24: a spacer never draws, even with a background colour set.
@Suite struct SpacerDrawsNothingTests {
  @Test func backgroundColorReadsBackNil() {
    let spacer = Spacer(width: 1)
    spacer.backgroundColor = .white
    #expect(spacer.backgroundColor == nil)
    let view = View()
    view.backgroundColor = .white
    #expect(view.backgroundColor == .white)
  }
}
