import Foundation
import HeadlessUIKit
import Testing

/// The generated constraint sets (docs/stack-view.md, "Generated constraint sets"), compared as multisets.
///
/// Each constraint is a readable tuple: items, attributes, relation, multiplier, constant, priority and identifier.
/// Each expected list is written out by hand from the recipe.
@Suite struct StackConstraintSetTests {
  /// A stack of S0, S1, S2 (the reference views), configured, with its generated constraints as sorted strings.
  func generated(_ configure: (StackView) -> Void) -> [String] {
    let views = [
      SizedView("S0", width: 160, height: 200), SizedView("S1", width: 80, height: 100),
      SizedView("S2", width: 40, height: 50),
    ]
    let stack = StackView(arrangedSubviews: views)
    stack.identifier = "stack"
    configure(stack)
    let all = ([stack] + views).flatMap(\.constraints)
    return all.filter { $0.identifier?.hasPrefix("UISV-") == true }.map(\.description).sorted()
  }

  @Test func fillFillHasTenConstraints() {
    let expected = [
      "stack.leading == S0.leading \"UISV-canvas-connection\"",
      "stack.trailing == S2.trailing \"UISV-canvas-connection\"",
      "stack.top == S0.top \"UISV-canvas-connection\"",
      "stack.bottom == S0.bottom \"UISV-canvas-connection\"",
      "S1.leading == S0.trailing \"UISV-spacing\"",
      "S2.leading == S1.trailing \"UISV-spacing\"",
      "S0.top == S1.top \"UISV-alignment\"",
      "S0.bottom == S1.bottom \"UISV-alignment\"",
      "S0.top == S2.top \"UISV-alignment\"",
      "S0.bottom == S2.bottom \"UISV-alignment\"",
    ]
    #expect(generated { _ in } == expected.sorted())
  }

  @Test func leadingAlignmentHasEighteen() {
    let spanner = "stack.alignmentSpanner"
    let expected = [
      "stack.leading == S0.leading \"UISV-canvas-connection\"",
      "stack.trailing == S2.trailing \"UISV-canvas-connection\"",
      "stack.top == S0.top \"UISV-canvas-connection\"",
      "stack.bottom == \(spanner).bottom \"UISV-canvas-connection\"",
      "S1.leading == S0.trailing \"UISV-spacing\"",
      "S2.leading == S1.trailing \"UISV-spacing\"",
      "S0.top == S1.top \"UISV-alignment\"",
      "S0.top == S2.top \"UISV-alignment\"",
      "\(spanner).top == S0.top @999.5 \"UISV-spanning-boundary\"",
      "\(spanner).bottom >= S0.bottom \"UISV-spanning-boundary\"",
      "\(spanner).top == S1.top @999.5 \"UISV-spanning-boundary\"",
      "\(spanner).bottom >= S1.bottom \"UISV-spanning-boundary\"",
      "\(spanner).top == S2.top @999.5 \"UISV-spanning-boundary\"",
      "\(spanner).bottom >= S2.bottom \"UISV-spanning-boundary\"",
      "\(spanner).height == 0 @51 \"UISV-spanning-fit\"",
      "S0.height == 0 @25 \"UISV-ambiguity-suppression\"",
      "S1.height == 0 @25 \"UISV-ambiguity-suppression\"",
      "S2.height == 0 @25 \"UISV-ambiguity-suppression\"",
    ]
    #expect(generated { $0.alignment = .leading } == expected.sorted())
  }

  @Test func equalCenteringUsesGapGuidesBetweenCentres() {
    let spanner = "stack.alignmentSpanner"
    let expected = [
      "stack.leading == S0.leading \"UISV-canvas-connection\"",
      "stack.trailing == S2.trailing \"UISV-canvas-connection\"",
      "stack.top == \(spanner).top \"UISV-canvas-connection\"",
      "stack.bottom == \(spanner).bottom \"UISV-canvas-connection\"",
      "stack.centerY == S0.centerY \"UISV-canvas-connection\"",
      "S1.leading >= S0.trailing + 4 \"UISV-spacing\"",
      "S2.leading >= S1.trailing + 4 \"UISV-spacing\"",
      "stack.gap[0].leading == S0.centerX \"UISV-distributing-edge\"",
      "stack.gap[0].trailing == S1.centerX \"UISV-distributing-edge\"",
      "stack.gap[1].leading == S1.centerX \"UISV-distributing-edge\"",
      "stack.gap[1].trailing == S2.centerX \"UISV-distributing-edge\"",
      "stack.gap[1].width == stack.gap[0].width @149 \"UISV-fill-equally\"",
      "stack.width == 0 @49 \"UISV-canvas-fit\"",
      "S0.centerY == S1.centerY \"UISV-alignment\"",
      "S0.centerY == S2.centerY \"UISV-alignment\"",
      "\(spanner).top <= S0.top \"UISV-spanning-boundary\"",
      "\(spanner).bottom >= S0.bottom \"UISV-spanning-boundary\"",
      "\(spanner).top <= S1.top \"UISV-spanning-boundary\"",
      "\(spanner).bottom >= S1.bottom \"UISV-spanning-boundary\"",
      "\(spanner).top <= S2.top \"UISV-spanning-boundary\"",
      "\(spanner).bottom >= S2.bottom \"UISV-spanning-boundary\"",
      "\(spanner).height == 0 @51 \"UISV-spanning-fit\"",
      "S0.height == 0 @25 \"UISV-ambiguity-suppression\"",
      "S1.height == 0 @25 \"UISV-ambiguity-suppression\"",
      "S2.height == 0 @25 \"UISV-ambiguity-suppression\"",
    ]
    let actual = generated {
      $0.distribution = .equalCentering
      $0.alignment = .center
      $0.spacing = 4
    }
    #expect(actual == expected.sorted())
  }

  /// Going from equal spacing to equal centring turns the gap guides' equal widths from required to 149: the
  /// required one must leave, not stay beside its replacement (it did before the rebuild deactivated it).
  @Test func aConstraintThatChangesBetweenRequiredAndOptionalIsReplaced() {
    let gapWidths = generated {
      $0.distribution = .equalSpacing
      $0.distribution = .equalCentering
    }.filter { $0.contains("UISV-fill-equally") }
    #expect(gapWidths == ["stack.gap[1].width == stack.gap[0].width @149 \"UISV-fill-equally\""])
  }

  @Test func fillProportionallyStepsPrioritiesDown() {
    // total = 160 + 80 + 40 + 2 × 10 = 300: multipliers 160/300, 80/300, 40/300 at 999, 998, 997.
    let proportional = generated {
      $0.distribution = .fillProportionally
      $0.spacing = 10
    }.filter { $0.contains("fill-proportionally") }
    #expect(
      proportional == [
        "S0.width == stack.width * 0.5333 @999 \"UISV-fill-proportionally\"",
        "S1.width == stack.width * 0.2667 @998 \"UISV-fill-proportionally\"",
        "S2.width == stack.width * 0.1333 @997 \"UISV-fill-proportionally\"",
      ])
  }

  @Test func hiddenViewsCollapseWithHalfSpacings() {
    let constraints = generated {
      $0.spacing = 10
      $0.arrangedSubviews[1].isHidden = true
    }
    #expect(constraints.contains("S1.width == 0 \"UISV-hiding\""))
    #expect(constraints.contains("S1.leading == S0.trailing + 5 \"UISV-spacing\""))
    #expect(constraints.contains("S2.leading == S1.trailing + 5 \"UISV-spacing\""))
  }

  @Test func marginsRelativeArrangementUsesMarginAttributesOnTheCanvas() {
    let canvas = generated { $0.isLayoutMarginsRelativeArrangement = true }.filter {
      $0.contains("canvas-connection")
    }
    #expect(
      canvas == [
        "stack.bottomMargin == S0.bottom \"UISV-canvas-connection\"",
        "stack.leadingMargin == S0.leading \"UISV-canvas-connection\"",
        "stack.topMargin == S0.top \"UISV-canvas-connection\"",
        "stack.trailingMargin == S2.trailing \"UISV-canvas-connection\"",
      ])
  }

  @Test func baselineRelativeVerticalSpacingRunsBaselineToBaseline() {
    let spacing = generated {
      $0.axis = .vertical
      $0.spacing = 6
      $0.isBaselineRelativeArrangement = true
    }.filter { $0.contains("UISV-spacing") }
    #expect(
      spacing == [
        "S1.firstBaseline == S0.lastBaseline + 6 \"UISV-spacing\"",
        "S2.firstBaseline == S1.lastBaseline + 6 \"UISV-spacing\"",
      ])
  }

  @Test func baselineRelativeSpacingMeetsAHiddenViewAtItsEdges() {
    let spacing = generated {
      $0.axis = .vertical
      $0.spacing = 6
      $0.isBaselineRelativeArrangement = true
      $0.arrangedSubviews[1].isHidden = true
    }.filter { $0.contains("UISV-spacing") }
    #expect(
      spacing == [
        "S1.top == S0.lastBaseline + 3 \"UISV-spacing\"",
        "S2.firstBaseline == S1.bottom + 3 \"UISV-spacing\"",
      ])
  }

  @Test func trailingAlignmentPutsTheStrongSideAtTheBottom() {
    let spanner = "stack.alignmentSpanner"
    let across = generated { $0.alignment = .trailing }.filter {
      !$0.contains("leading") && !$0.contains("trailing ==")
    }
    let expected = [
      "stack.top == \(spanner).top \"UISV-canvas-connection\"",
      "stack.bottom == S0.bottom \"UISV-canvas-connection\"",
      "S0.bottom == S1.bottom \"UISV-alignment\"",
      "S0.bottom == S2.bottom \"UISV-alignment\"",
      "\(spanner).top <= S0.top \"UISV-spanning-boundary\"",
      "\(spanner).bottom == S0.bottom @999.5 \"UISV-spanning-boundary\"",
      "\(spanner).top <= S1.top \"UISV-spanning-boundary\"",
      "\(spanner).bottom == S1.bottom @999.5 \"UISV-spanning-boundary\"",
      "\(spanner).top <= S2.top \"UISV-spanning-boundary\"",
      "\(spanner).bottom == S2.bottom @999.5 \"UISV-spanning-boundary\"",
      "\(spanner).height == 0 @51 \"UISV-spanning-fit\"",
      "S0.height == 0 @25 \"UISV-ambiguity-suppression\"",
      "S1.height == 0 @25 \"UISV-ambiguity-suppression\"",
      "S2.height == 0 @25 \"UISV-ambiguity-suppression\"",
    ]
    #expect(across == expected.sorted())
  }

  @Test func firstBaselineAlignmentHasNineteen() {
    let spanner = "stack.alignmentSpanner"
    let expected = [
      "stack.leading == S0.leading \"UISV-canvas-connection\"",
      "stack.trailing == S2.trailing \"UISV-canvas-connection\"",
      "S1.leading == S0.trailing \"UISV-spacing\"",
      "S2.leading == S1.trailing \"UISV-spacing\"",
      "S0.firstBaseline == S1.firstBaseline \"UISV-alignment\"",
      "S0.firstBaseline == S2.firstBaseline \"UISV-alignment\"",
      "\(spanner).top <= S0.top \"UISV-spanning-boundary\"",
      "\(spanner).bottom >= S0.bottom \"UISV-spanning-boundary\"",
      "\(spanner).top <= S1.top \"UISV-spanning-boundary\"",
      "\(spanner).bottom >= S1.bottom \"UISV-spanning-boundary\"",
      "\(spanner).top <= S2.top \"UISV-spanning-boundary\"",
      "\(spanner).bottom >= S2.bottom \"UISV-spanning-boundary\"",
      "stack.top <= S0.top \"UISV-canvas-connection\"",
      "stack.bottom == \(spanner).bottom \"UISV-canvas-connection\"",
      "stack.height == 0 @49 \"UISV-canvas-fit\"",
      "\(spanner).height == 0 @51 \"UISV-spanning-fit\"",
      "S0.height == 0 @25 \"UISV-ambiguity-suppression\"",
      "S1.height == 0 @25 \"UISV-ambiguity-suppression\"",
      "S2.height == 0 @25 \"UISV-ambiguity-suppression\"",
    ]
    #expect(generated { $0.alignment = .firstBaseline } == expected.sorted())
  }

  @Test func equalSpacingUsesRequiredEqualGapsBetweenEdges() {
    let distribution = generated {
      $0.distribution = .equalSpacing
      $0.spacing = 10
    }.filter { $0.contains("gap") || $0.contains("spacing") || $0.contains("canvas-fit") }
    let expected = [
      "S1.leading >= S0.trailing + 10 \"UISV-spacing\"",
      "S2.leading >= S1.trailing + 10 \"UISV-spacing\"",
      "stack.gap[0].leading == S0.trailing \"UISV-distributing-edge\"",
      "stack.gap[0].trailing == S1.leading \"UISV-distributing-edge\"",
      "stack.gap[1].leading == S1.trailing \"UISV-distributing-edge\"",
      "stack.gap[1].trailing == S2.leading \"UISV-distributing-edge\"",
      "stack.gap[1].width == stack.gap[0].width \"UISV-fill-equally\"",
      "stack.width == 0 @49 \"UISV-canvas-fit\"",
    ]
    #expect(distribution == expected.sorted())
  }
}
