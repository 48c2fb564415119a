import Foundation
import HeadlessUIKit
import Testing

/// Stack views in use: hiding and un-hiding, removal, rebuilds that keep what stays, nesting, margins, RTL.
@Suite struct StackBehaviourTests {
  /// The reference row S0, S1, S2 with spacing 10, placed at the root's top-left.
  func referenceRow(in root: View) -> (StackView, [SizedView]) {
    let views = [
      SizedView("S0", width: 160, height: 200), SizedView("S1", width: 80, height: 100),
      SizedView("S2", width: 40, height: 50),
    ]
    let stack = StackView(arrangedSubviews: views)
    stack.identifier = "stack"
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    return (stack, views)
  }

  @Test func unhidingRestoresTheLayout() {
    let root = makeRoot(width: 1000, height: 1000)
    let (stack, views) = referenceRow(in: root)
    root.layoutIfNeeded()
    views[1].isHidden = true
    root.layoutIfNeeded()
    #expect(views[2].frame.minX == 170 && stack.frame.width == 210)
    views[1].isHidden = false
    root.layoutIfNeeded()
    expectFrame(views[0], 0, 0, 160, 200)
    expectFrame(views[1], 170, 0, 80, 200)
    expectFrame(views[2], 260, 0, 40, 200)
    expectFrame(stack, 0, 0, 300, 200)
  }

  /// A hidden label between two others in a baseline-relative column: the visible baselines stay one spacing apart.
  @Test func aHiddenLabelInABaselineRelativeColumnLeavesOneSpacing() throws {
    let root = makeRoot(width: 400, height: 400)
    let headline = Label("Headline")
    headline.font = .systemFont(ofSize: 24)
    let hidden = Label("Hidden deck")
    hidden.isHidden = true
    let byline = Label("By the desk")
    byline.font = .systemFont(ofSize: 13)
    let stack = StackView(arrangedSubviews: [headline, hidden, byline])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 26
    stack.isBaselineRelativeArrangement = true
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let headlineBaseline =
      headline.frame.maxY - (try #require(headline.lastBaselineOffsetFromBottom))
    let bylineBaseline = byline.frame.minY + (try #require(byline.firstBaselineOffsetFromTop))
    // Each frame's edges are aligned to the 3× screen's pixels (a sixth of a point at most each): to a pixel.
    #expect(abs(bylineBaseline - headlineBaseline - 26) <= 1.0 / 3)
  }

  /// A proportional column divides its height by its views' intrinsic heights, a wrapping label's at the width it
  /// got (two lines here): with nothing else sizing the column, each view gets its own height and the spacing stays.
  @Test func aProportionalColumnGivesAWrappingLabelItsLines() {
    let root = makeRoot(width: 400, height: 400)
    let title = Label("A title that has to wrap onto a second line")
    title.numberOfLines = 0
    let subtitle = Label("Byline")
    let stack = StackView(arrangedSubviews: [title, subtitle])
    stack.axis = .vertical
    stack.distribution = .fillProportionally
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.widthAnchor.constraint(equalToConstant: 150),
    ])
    root.layoutIfNeeded()
    let oneLine = subtitle.intrinsicContentSize.height
    // Same font, so the title's lines are the byline's height each; at 150 points the title takes more than one.
    // Frames are aligned to the 3× screen's pixels, each edge by a sixth of a point at most: sizes hold to a pixel.
    let pixel: CGFloat = 1.0 / 3
    let lines = (title.frame.height / oneLine).rounded()
    #expect(lines >= 2 && abs(title.frame.height - lines * oneLine) <= pixel)
    #expect(
      abs(title.frame.height - title.sizeThatFits(CGSize(width: 150, height: 1000)).height) <= pixel
    )
    #expect(abs(subtitle.frame.minY - title.frame.maxY - 10) <= pixel)
    #expect(abs(subtitle.frame.height - oneLine) <= pixel)
  }

  @Test func removingAnArrangedViewFromItsSuperviewUnarrangesIt() {
    let root = makeRoot(width: 1000, height: 1000)
    let (stack, views) = referenceRow(in: root)
    views[1].removeFromSuperview()
    #expect(stack.arrangedSubviews.map(\.debugName) == ["S0", "S2"])
    root.layoutIfNeeded()
    expectFrame(views[2], 170, 0, 40, 200)
    // removeArrangedSubview keeps the view as a subview.
    stack.removeArrangedSubview(views[2])
    #expect(views[2].superview === stack && stack.arrangedSubviews.count == 1)
  }

  @Test func aSpacingChangeKeepsTheSameConstraintObjects() {
    let (stack, _) = referenceRow(in: makeRoot())
    let before = Set(stack.constraints.map(ObjectIdentifier.init))
    stack.spacing = 20
    let after = Set(stack.constraints.map(ObjectIdentifier.init))
    #expect(before == after)
    #expect(
      stack.constraints.filter { $0.identifier == "UISV-spacing" }.allSatisfy { $0.constant == 20 })
  }

  @Test func insertingAnArrangedViewMovesIt() {
    let (stack, views) = referenceRow(in: makeRoot())
    stack.insertArrangedSubview(views[2], at: 0)
    #expect(stack.arrangedSubviews.map(\.debugName) == ["S2", "S0", "S1"])
    let extra = SizedView("extra", width: 10, height: 10)
    stack.insertArrangedSubview(extra, at: 1)
    #expect(extra.superview === stack && !extra.translatesAutoresizingMaskIntoConstraints)
    #expect(stack.arrangedSubviews.map(\.debugName) == ["S2", "extra", "S0", "S1"])
  }

  /// An image beside a vertical stack of two labels (Yalta's second stack example).
  @Test func nestedStacks() {
    let root = makeRoot()
    let image = SizedView("image", width: 60, height: 60)
    let title = SizedView("title", width: 120, height: 20)
    let subtitle = SizedView("subtitle", width: 90, height: 16)
    let labels = StackView(arrangedSubviews: [title, subtitle])
    labels.identifier = "labels"
    labels.axis = .vertical
    labels.spacing = 4
    labels.alignment = .leading
    let row = StackView(arrangedSubviews: [image, labels])
    row.identifier = "row"
    row.spacing = 12
    row.alignment = .center
    row.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(row)
    LayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      row.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
    ])
    root.layoutIfNeeded()
    // Labels: 20 + 4 + 16 = 40 high, as wide as the wider label; centred beside the 60-point image.
    expectFrame(row, 16, 16, 192, 60)
    expectFrame(image, 0, 0, 60, 60)
    expectFrame(labels, 72, 10, 120, 40)
    expectFrame(title, 0, 0, 120, 20)
    expectFrame(subtitle, 0, 24, 90, 16)
  }

  @Test func stackInsideACardFollowsTheCardsMargins() {
    let root = makeRoot()
    let card = makeView("card", in: root)
    let rows = (0..<3).map { SizedView("row\($0)", width: 50, height: 30) }
    let stack = StackView(arrangedSubviews: rows)
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(stack)
    LayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      stack.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
      stack.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
    ])
    root.layoutIfNeeded()
    // 3 × 30 + 2 × 8 = 106, plus margins 8 + 8: the card is 122 high and 335 wide.
    expectFrame(card, 20, 40, 335, 122)
    expectFrame(stack, 8, 8, 319, 106)
    expectFrame(rows[2], 0, 76, 319, 30)
  }

  @Test func rightToLeftRowsStartAtTheRight() {
    let root = makeRoot()
    root.semanticLayoutDirection = .rightToLeft
    let (stack, views) = referenceRow(in: root)
    root.layoutIfNeeded()
    // Leading is the right edge: the 300-point row ends at 375 and S0 comes first from the right.
    expectFrame(stack, 75, 0, 300, 200)
    expectFrame(views[0], 140, 0, 160, 200)
    expectFrame(views[1], 50, 0, 80, 200)
    expectFrame(views[2], 0, 0, 40, 200)
  }

  @Test func verticalStackBaselinesAreItsEndViews() {
    let top = SizedView("top", width: 10, height: 20, baselineFromTop: 15)
    let bottom = SizedView("bottom", width: 10, height: 20, baselineFromTop: 12)
    let stack = StackView(arrangedSubviews: [top, bottom])
    stack.axis = .vertical
    #expect(stack.forFirstBaselineLayout === top)
    #expect(stack.forLastBaselineLayout === bottom)
    stack.axis = .horizontal
    bottom.size = CGSize(width: 10, height: 30)
    #expect(stack.forFirstBaselineLayout === bottom)
  }
}
