import Foundation
import HeadlessUIKit
import Testing

/// The worked layouts of docs/stack-view.md, "Worked layouts" (UIKit's results for the "Let's Build UIStackView"
/// reference views): S0 160×200, S1 80×100, S2 40×50, hugging 250, compression 750; the stack placed at (0, 0) only,
/// unless a width is given.
@Suite struct StackWorkedLayoutTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    var axis: LayoutAxis = .horizontal
    var distribution: StackView.Distribution = .fill
    var alignment: StackView.Alignment = .fill
    var spacing: CGFloat = 0
    var width: CGFloat?
    var marginsRelative = false
    var hidden: [Int] = []
    /// Expected (x, y, w, h) per item; nil components are not checked.
    let frames: [(CGFloat?, CGFloat?, CGFloat?, CGFloat?)]
    let stackSize: (CGFloat, CGFloat)

    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "fill/fill, spacing 0",
      frames: [(0, 0, 160, 200), (160, 0, 80, 200), (240, 0, 40, 200)], stackSize: (280, 200)),
    Case(
      name: "fill/fill, spacing 10", spacing: 10,
      frames: [(0, 0, 160, 200), (170, 0, 80, 200), (260, 0, 40, 200)], stackSize: (300, 200)),
    Case(
      name: "fillEqually", distribution: .fillEqually,
      frames: [(0, 0, 160, 200), (160, 0, 160, 200), (320, 0, 160, 200)], stackSize: (480, 200)),
    Case(
      name: "fillProportionally, width 200", distribution: .fillProportionally, width: 200,
      frames: [
        (0, 0, 1120 / 9.8, 200), (1120 / 9.8, 0, 560 / 9.8, 200), (1680 / 9.8, 0, 280 / 9.8, 200),
      ], stackSize: (200, 200)),
    Case(
      name: "fillProportionally, spacing 10, width 300", distribution: .fillProportionally,
      spacing: 10, width: 300,
      frames: [(0, 0, 160, 200), (170, 0, 80, 200), (260, 0, 40, 200)], stackSize: (300, 200)),
    Case(
      name: "fillProportionally, spacing 10, width 600", distribution: .fillProportionally,
      spacing: 10, width: 600,
      frames: [(0, 0, 320, 200), (330, 0, 160, 200), (500, 0, 100, 200)], stackSize: (600, 200)),
    Case(
      name: "equalSpacing, spacing 10, width 400", distribution: .equalSpacing, spacing: 10,
      width: 400,
      frames: [(0, 0, 160, 200), (220, 0, 80, 200), (360, 0, 40, 200)], stackSize: (400, 200)),
    Case(
      name: "equalSpacing, spacing 10, free width", distribution: .equalSpacing, spacing: 10,
      frames: [(0, 0, 160, 200), (170, 0, 80, 200), (260, 0, 40, 200)], stackSize: (300, 200)),
    Case(
      name: "equalCentering, width 400", distribution: .equalCentering, width: 400,
      frames: [(0, 0, 160, 200), (190, 0, 80, 200), (360, 0, 40, 200)], stackSize: (400, 200)),
    Case(
      name: "alignment top", alignment: .top,
      frames: [(0, 0, 160, 200), (160, 0, 80, 100), (240, 0, 40, 50)], stackSize: (280, 200)),
    Case(
      name: "alignment center", alignment: .center,
      frames: [(0, 0, 160, 200), (160, 50, 80, 100), (240, 75, 40, 50)], stackSize: (280, 200)),
    Case(
      name: "alignment bottom", alignment: .bottom,
      frames: [(0, 0, 160, 200), (160, 100, 80, 100), (240, 150, 40, 50)], stackSize: (280, 200)),
    Case(
      name: "vertical fill/fill", axis: .vertical,
      frames: [(0, 0, 160, 200), (0, 200, 160, 100), (0, 300, 160, 50)], stackSize: (160, 350)),
    Case(
      name: "vertical, alignment center", axis: .vertical, alignment: .center,
      frames: [(0, 0, 160, 200), (40, 200, 80, 100), (60, 300, 40, 50)], stackSize: (160, 350)),
    Case(
      name: "margins-relative, margins 8", marginsRelative: true,
      frames: [(8, 8, 160, 200), (168, 8, 80, 200), (248, 8, 40, 200)], stackSize: (296, 216)),
    Case(
      name: "spacing 10, S1 hidden", spacing: 10, hidden: [1],
      frames: [(0, nil, 160, nil), (165, nil, 0, nil), (170, nil, 40, nil)], stackSize: (210, 200)),
    Case(
      name: "spacing 10, S0 hidden", spacing: 10, hidden: [0],
      frames: [(0, nil, 0, nil), (0, nil, 80, nil), (90, nil, 40, nil)], stackSize: (130, 200)),
  ]

  @Test(arguments: cases)
  func workedLayout(_ example: Case) {
    let root = makeRoot(width: 1000, height: 1000)
    // On a screen of a thousand pixels per point the frames show the solver's values to a thousandth: UIKit aligns
    // frames to the screen's pixels (PixelAlignmentTests), which is not what these worked examples are about.
    root.standForScreen(Screen(bounds: root.bounds, scale: 1000))
    let views = [
      SizedView("S0", width: 160, height: 200), SizedView("S1", width: 80, height: 100),
      SizedView("S2", width: 40, height: 50),
    ]
    let stack = StackView(arrangedSubviews: views)
    stack.identifier = "stack"
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.axis = example.axis
    stack.distribution = example.distribution
    stack.alignment = example.alignment
    stack.spacing = example.spacing
    stack.isLayoutMarginsRelativeArrangement = example.marginsRelative
    for index in example.hidden { views[index].isHidden = true }
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    if let width = example.width {
      stack.widthAnchor.constraint(equalToConstant: width).isActive = true
    }
    root.layoutIfNeeded()
    for (view, expected) in zip(views, example.frames) {
      let frame = view.frame
      let checks: [(CGFloat?, CGFloat, String)] = [
        (expected.0, frame.minX, "x"), (expected.1, frame.minY, "y"),
        (expected.2, frame.width, "w"), (expected.3, frame.height, "h"),
      ]
      for (want, got, label) in checks {
        if let want {
          #expect(
            abs(got - want) < 1e-3,
            "\(example.name): \(view.debugName).\(label) is \(got), not \(want)")
        }
      }
    }
    #expect(
      abs(stack.frame.width - example.stackSize.0) < 1e-3,
      "\(example.name): stack width \(stack.frame.width)")
    #expect(
      abs(stack.frame.height - example.stackSize.1) < 1e-3,
      "\(example.name): stack height \(stack.frame.height)")
  }

  @Test func singleItemCenterPullsTheStackToTheItem() {
    let root = makeRoot(width: 1000, height: 1000)
    let only = SizedView("S0", width: 160, height: 200)
    let stack = StackView(arrangedSubviews: [only])
    stack.alignment = .center
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(only, 0, 0, 160, 200)
    expectFrame(stack, 0, 0, 160, 200)
  }

  /// docs/dsl-semantics.md, D6: with the short view first, centre alignment must not stretch it (Arranged's variant would).
  @Test func centerAlignmentDoesNotStretchTheFirstItem() {
    let root = makeRoot(width: 1000, height: 1000)
    let a = SizedView("A", width: 40, height: 50)
    let b = SizedView("B", width: 160, height: 200)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.alignment = .center
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(a, 0, 75, 40, 50)
    expectFrame(b, 40, 0, 160, 200)
    expectFrame(stack, 0, 0, 200, 200)
  }
}
