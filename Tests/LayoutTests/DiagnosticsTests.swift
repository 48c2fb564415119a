import Foundation
import HeadlessUIKit
import Testing

/// Never silent, never a crash: conflicts, ambiguity and bad input are reported, and the tree stays usable.
@Suite struct DiagnosticsTests {
  @Test func conflictingRequiredConstraintIsBrokenAndReportedWithItsSet() {
    let root = makeRoot()
    let box = makeView("box", in: root)
    let hundred = box.widthAnchor.constraint(equalToConstant: 100)
    let twoHundred = box.widthAnchor.constraint(equalToConstant: 200)
    twoHundred.identifier = "wide"
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
      hundred,
    ])
    root.layoutIfNeeded()
    let (_, diagnostics) = Diagnostics.collect {
      twoHundred.isActive = true
      root.layoutIfNeeded()
    }
    // The constraint whose addition failed is the one broken; the first keeps its width.
    expectFrame(box, 0, 0, 100, 10)
    let report = root.conflictReports.last
    #expect(report?.broken.description == "box.width == 200 \"wide\"")
    #expect(report?.conflicting.map(\.description) == ["box.width == 100"])
    // The report names the constraints themselves, not only their text.
    #expect(report?.broken.refers(to: twoHundred) == true)
    #expect(report?.broken.identifier == "wide")
    #expect(report?.conflicting.first?.refers(to: hundred) == true)
    #expect(report?.conflicting.first?.refers(to: twoHundred) == false)
    #expect(report?.broken.isGenerated == false)
    #expect(report?.broken.reference != report?.conflicting.first?.reference)
    #expect(diagnostics.count == 1 && diagnostics[0].severity == .warning)
    #expect(diagnostics[0].message.contains("Unable to simultaneously satisfy constraints."))
    #expect(
      diagnostics[0].message.contains(
        "Will attempt to recover by breaking constraint\nbox.width == 200 \"wide\""))
    // Strict mode turns the same situation into an error.
    #expect(throws: LayoutError.self) { try root.layout(strict: true) }
  }

  @Test func forgottenTranslatesAutoresizingMaskGetsAHint() {
    let root = makeRoot()
    let box = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    box.identifier = "box"
    root.addSubview(box)
    root.layoutIfNeeded()
    let (_, diagnostics) = Diagnostics.collect {
      box.widthAnchor.constraint(equalToConstant: 80).isActive = true
    }
    #expect(diagnostics.first?.message.contains("autoresizing mask of box") == true)
    let report = root.conflictReports.last
    #expect(report?.broken.isGenerated == false && report?.broken.identifier == nil)
    #expect(
      report?.conflicting.contains {
        $0.isGenerated && $0.description.contains("autoresizing mask of box")
      } == true)
    #expect(
      diagnostics.first?.message.contains(
        "did you forget translatesAutoresizingMaskIntoConstraints = false?") == true)
  }

  @Test func ambiguousViewsAreFoundWithTheirAxes() {
    let root = makeRoot()
    let floating = makeView("floating", in: root)
    let activationLine = #line + 1
    LayoutConstraint.activate([
      floating.widthAnchor.constraint(equalToConstant: 10),
      floating.heightAnchor.constraint(equalToConstant: 10),
      floating.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    #expect(floating.hasAmbiguousLayout)
    #expect(!root.hasAmbiguousLayout)
    // The report points at the activation above, where the view's layout was written.
    #expect(
      root.ambiguityReport() == [
        AmbiguousItem(name: "floating", horizontal: true, vertical: false, line: activationLine)
      ]
    )
    #expect(throws: LayoutError.self) { try root.layout(strict: true) }
    floating.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    #expect(!floating.hasAmbiguousLayout)
    #expect(root.ambiguityReport().isEmpty)
  }

  @Test func anEqualPriorityTieIsAmbiguous() {
    let root = makeRoot()
    let box = makeView("box", in: root)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
      box.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
      box.widthAnchor.constraint(lessThanOrEqualToConstant: 50),
    ])
    // Any width from 10 to 50 satisfies everything equally well.
    #expect(box.hasAmbiguousLayout)
  }

  /// Each bad constraint is refused with an error diagnostic naming the problem, and the tree still lays out.
  @Test func badConstraintsAreRefusedAndTheTreeStaysUsable() {
    let root = makeRoot()
    let box = makeView("box", in: root)
    let stranger = View()
    stranger.identifier = "stranger"
    let unowned = LayoutGuide()
    let bad: [(LayoutConstraint, String)] = [
      (box.widthAnchor.constraint(equalToConstant: .infinity), "not finite"),
      (box.topAnchor.constraint(equalTo: stranger.topAnchor), "no common ancestor"),
      (box.leadingAnchor.constraint(equalTo: unowned.leadingAnchor), "not added to a view"),
      (
        LayoutConstraint(
          item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .bottom,
          multiplier: 0), "zero multiplier"
      ),
      (
        LayoutConstraint(
          item: box, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left),
        "leading/trailing"
      ),
      (
        LayoutConstraint(
          item: box, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
          constant: 5), "cannot equal a constant"
      ),
      (
        LayoutConstraint(
          item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .width),
        "not of the same kind"
      ),
    ]
    for (constraint, expected) in bad {
      let (_, diagnostics) = Diagnostics.collect { constraint.isActive = true }
      #expect(!constraint.isActive, "\(constraint) was activated")
      #expect(diagnostics.count == 1 && diagnostics[0].severity == .error)
      #expect(
        diagnostics.first?.message.contains(expected) == true, "\(diagnostics) lacks \(expected)")
    }
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 2),
      box.widthAnchor.constraint(equalToConstant: 3),
      box.heightAnchor.constraint(equalToConstant: 4),
    ])
    root.layoutIfNeeded()
    expectFrame(box, 1, 2, 3, 4)
  }

  @Test func changingAnActiveConstraintBetweenRequiredAndOptionalIsRefused() {
    let root = makeRoot()
    let box = makeView("box", in: root)
    let width = box.widthAnchor.constraint(equalToConstant: 10)
    width.isActive = true
    let (_, diagnostics) = Diagnostics.collect { width.priority = .defaultHigh }
    #expect(width.priority == .required)
    #expect(diagnostics.first?.message.contains("from required to optional") == true)
    width.isActive = false
    width.priority = .defaultHigh
    #expect(width.priority == .defaultHigh)
  }

  @Test func optionalPriorityChangesInPlace() {
    let root = makeRoot()
    let box = makeView("box", in: root)
    let narrow = box.widthAnchor.constraint(equalToConstant: 10)
    narrow.priority = 250
    let wide = box.widthAnchor.constraint(equalToConstant: 90)
    wide.priority = 500
    LayoutConstraint.activate([
      narrow, wide, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 1),
    ])
    root.layoutIfNeeded()
    expectFrame(box, 0, 0, 90, 1)
    narrow.priority = 750
    root.layoutIfNeeded()
    expectFrame(box, 0, 0, 10, 1)
  }
}
