import Foundation
import HeadlessUIKit
import Testing

/// The visual format language: a test per grammar rule and per error, and whole screens.
///
/// Frames are derived by hand. The standard spaces are the Auto Layout Guide's: 8 between views, 20 to the superview's edge.
@Suite struct VisualFormatTests {
  let root = makeRoot(width: 320, height: 480)
  let views: [String: Any]

  init() {
    var views: [String: Any] = ["root": root]
    for name in ["a", "b", "c"] { views[name] = makeView(name, in: root) }
    self.views = views
  }

  func described(
    _ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil
  ) throws -> [String] {
    try NSLayoutConstraint.visualFormatConstraints(
      format, options: options, metrics: metrics, views: views
    ).map(\.description)
  }

  func failure(
    _ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
    views custom: [String: Any]? = nil
  ) -> VisualFormatError? {
    do {
      _ = try NSLayoutConstraint.visualFormatConstraints(
        format, options: options, metrics: metrics, views: custom ?? views)
      return nil
    } catch {
      return error
    }
  }

  // MARK: - Grammar rules

  @Test func orientationDefaultsToHorizontalLeadingToTrailing() throws {
    #expect(try described("[a]-[b]") == ["b.leading == a.trailing + 8"])
    #expect(try described("H:[a]-[b]") == ["b.leading == a.trailing + 8"])
    #expect(try described("V:[a]-[b]") == ["b.top == a.bottom + 8"])
  }

  @Test func superviewEdgesUseTheStandardTwentyPoints() throws {
    #expect(
      try described("|-[a]-|") == [
        "a.leading == root.leading + 20", "root.trailing == a.trailing + 20",
      ])
    #expect(try described("V:|-[a]") == ["a.top == root.top + 20"])
  }

  @Test func adjacentViewsAndEdgesHaveNoSpace() throws {
    #expect(
      try described("|[a][b]|") == [
        "a.leading == root.leading", "b.leading == a.trailing", "root.trailing == b.trailing",
      ])
  }

  @Test func spacesAreNumbersOrMetrics() throws {
    #expect(
      try described("[a]-12-[b]-pad-[c]", metrics: ["pad": 4]) == [
        "b.leading == a.trailing + 12", "c.leading == b.trailing + 4",
      ])
    #expect(try described("V:[a]-0.5-[b]") == ["b.top == a.bottom + 0.5"])
  }

  @Test func metricsMayBeAnyNumberType() throws {
    let metrics: [String: Any] = [
      "int": 1, "double": 2.5, "float": Float(3), "cg": CGFloat(4), "ns": NSNumber(value: 5),
    ]
    #expect(
      try described("[a]-int-[b]-double-[c]", metrics: metrics) == [
        "b.leading == a.trailing + 1", "c.leading == b.trailing + 2.5",
      ])
    #expect(
      try described("[a]-float-[b]-cg-[c]-ns-|", metrics: metrics) == [
        "b.leading == a.trailing + 3", "c.leading == b.trailing + 4",
        "root.trailing == c.trailing + 5",
      ])
  }

  @Test func predicateListsGiveOneConstraintEachWithRelationsAndPriorities() throws {
    #expect(
      try described("[a]-(>=8,<=20@750)-[b]") == [
        "b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20 @750",
      ])
    #expect(try described("[a]-(-5)-[b]") == ["b.leading == a.trailing - 5"])
    #expect(
      try described("[a]-(==gap@low)-[b]", metrics: ["gap": 6, "low": 250]) == [
        "b.leading == a.trailing + 6 @250"
      ])
  }

  @Test func viewPredicatesSizeTheViewOnTheFormatsAxis() throws {
    #expect(try described("[a(>=50,<=100@500)]") == ["a.width >= 50", "a.width <= 100 @500"])
    #expect(try described("V:[a(44)]") == ["a.height == 44"])
    #expect(try described("[a(==b)][b]") == ["a.width == b.width", "b.leading == a.trailing"])
    #expect(try described("V:[a(>=b@300)]") == ["a.height >= b.height @300"])
  }

  @Test func alignmentOptionsAlignEachViewWithThePreviousOne() throws {
    #expect(
      try described("[a]-[b]-[c]", options: [.alignAllTop, .alignAllBottom]) == [
        "b.leading == a.trailing + 8", "c.leading == b.trailing + 8", "b.top == a.top",
        "b.bottom == a.bottom", "c.top == b.top", "c.bottom == b.bottom",
      ])
    #expect(
      try described("V:[a][b]", options: .alignAllCenterX) == [
        "b.top == a.bottom", "b.centerX == a.centerX",
      ])
  }

  @Test func directionOptionsChooseLeftAndRight() throws {
    #expect(
      try described("|-[a]-[b]", options: .directionLeftToRight) == [
        "a.left == root.left + 20", "b.left == a.right + 8",
      ])
    #expect(
      try described("|-[a]-[b]-5-|", options: .directionRightToLeft) == [
        "root.right == a.right + 20", "a.left == b.right + 8", "b.left == root.left + 5",
      ])
  }

  @Test func optionsHaveUIKitsRawValues() {
    #expect(NSLayoutConstraint.FormatOptions.alignAllLeft.rawValue == 2)
    #expect(NSLayoutConstraint.FormatOptions.alignAllCenterY.rawValue == 1024)
    #expect(NSLayoutConstraint.FormatOptions.alignAllFirstBaseline.rawValue == 4096)
    #expect(NSLayoutConstraint.FormatOptions.directionRightToLeft.rawValue == 0x20000)
  }

  // MARK: - Errors, with the column they point at

  @Test func syntaxErrorsPointAtTheCharacter() {
    #expect(failure("X:[a]")?.column == 0)
    #expect(failure("H:[a]-[b")?.column == 8)
    #expect(failure("H:[a]-[b")?.reason == "Expected a ']' to close the view.")
    #expect(failure("[a]x")?.column == 3)
    #expect(failure("")?.reason == "Expected a view.")
    #expect(failure("|-[a]-|x")?.column == 7)
    #expect(failure("[a]-(>8)-[b]")?.column == 5)
    #expect(failure("[a]-(8")?.reason == "Expected a ',' or a ')' after the predicate.")
    #expect(failure("[a]-")?.column == 4)
    #expect(failure("[1a]")?.column == 1)
    #expect(failure("[a(>=5@)]")?.column == 7)
  }

  @Test func unknownNamesAreNamed() {
    let view = failure("[a]-[c]-[d]")
    #expect(view?.reason == "d is not a key in the views dictionary.")
    #expect(view?.column == 9)
    let metric = failure("[a]-gap-[b]")
    #expect(metric?.reason == "gap is not a key in the metrics dictionary.")
    #expect(metric?.column == 4)
    #expect(failure("[a]-(==b)-[c]")?.reason.contains("cannot stand for a space") == true)
    #expect(failure("[a]-x-[b]", metrics: ["x": "eight"])?.reason.contains("not a number") == true)
  }

  @Test func semanticErrors() {
    #expect(failure("[a(>=50@1001)]")?.reason.contains("priority") == true)
    #expect(failure("[a][b]", options: .alignAllLeading)?.column == 0)
    let orphan = View()
    orphan.identifier = "orphan"
    let superview = failure("|-[o]", views: ["o": orphan])
    #expect(superview?.reason == "Unable to interpret '|': orphan does not have a superview.")
    #expect(superview?.column == 0)
  }

  @Test func theUIKitSpellingReportsTheErrorWithACaretAndReturnsNothing() {
    let (constraints, diagnostics) = Diagnostics.collect {
      NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-[b", metrics: nil, views: views)
    }
    #expect(constraints.isEmpty)
    let message = diagnostics.first?.message ?? ""
    #expect(
      message.hasPrefix("Unable to parse constraint format: \nExpected a ']' to close the view."))
    #expect(message.hasSuffix("H:[a]-[b \n        ^"))
  }

  // MARK: - Whole screens

  @Test func aFormInVisualFormat() throws {
    let screen = makeRoot(width: 320, height: 480)
    let (title, field, button) = (
      makeView("title", in: screen), makeView("field", in: screen), makeView("button", in: screen)
    )
    let views = ["title": title, "field": field, "button": button]
    for format in [
      "H:|-[title]-|", "H:|-[field]-|", "H:|-[button]-|",
      "V:|-40-[title(30)]-[field(44)]-16-[button(44)]",
    ] {
      NSLayoutConstraint.activate(
        NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views))
    }
    try screen.layout(strict: true)
    // 20 from each side of 320; 40 + 30 + 8 = 78; 78 + 44 + 16 = 138.
    expectFrame(title, 20, 40, 280, 30)
    expectFrame(field, 20, 78, 280, 44)
    expectFrame(button, 20, 138, 280, 44)
  }

  @Test func equalColumnsInVisualFormat() throws {
    let screen = makeRoot(width: 320, height: 480)
    let (left, right) = (makeView("left", in: screen), makeView("right", in: screen))
    let views = ["left": left, "right": right]
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-m-[left(==right)]-12-[right]-m-|",
        options: [.alignAllTop, .alignAllBottom],
        metrics: ["m": 16], views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|-[left(100)]", metrics: nil, views: views))
    try screen.layout(strict: true)
    // (320 - 16 - 12 - 16) / 2 = 138 each.
    expectFrame(left, 16, 20, 138, 100)
    expectFrame(right, 166, 20, 138, 100)
  }
}
