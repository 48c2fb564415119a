import Foundation
import HeadlessUIKit
import Testing

/// systemLayoutSizeFitting, system spacing and constraintsAffectingLayout, with sizes derived by hand.
@Suite struct FittingAndSpacingTests {
  /// Area-preserving text stand-in: as wide as it is given, 2000 / width high.
  final class WrappingView: View {
    override var intrinsicContentSize: CGSize { CGSize(width: 400, height: 5) }
    override var hasHeightForWidth: Bool { true }
    override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
      CGSize(width: min(width, 400), height: 2000 / max(width, 1))
    }
  }

  /// A container holding `content` with 10 points on every side.
  func container(around content: View) -> View {
    let box = View()
    box.identifier = "box"
    box.addSubview(content)
    content.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
      content.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
      box.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: 10),
      box.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 10),
    ])
    return box
  }

  @Test func compressedAndExpandedSizesFollowHuggingAndCompression() {
    let box = container(around: SizedView("content", width: 100, height: 20))
    // The content's intrinsic size plus 10 on each side.
    #expect(
      box.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        == CGSize(width: 120, height: 40))
    // Hugging (250) outweighs the fitting pull (50): expanded is the same size.
    #expect(
      box.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == CGSize(width: 120, height: 40))
    // A required width wins over hugging; the height stays compressed.
    let wide = box.systemLayoutSizeFitting(
      CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(wide == CGSize(width: 300, height: 40))
  }

  @Test func heightFollowsTheWidthGivenLikeASelfSizingCell() {
    let box = container(around: WrappingView())
    let size = box.systemLayoutSizeFitting(
      CGSize(width: 220, height: View.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    // Content 200 wide, so 2000 / 200 = 10 high, plus 20.
    #expect(size == CGSize(width: 220, height: 30))
  }

  /// A 200 × 44 box holding content of intrinsic height `intrinsicHeight` placed by its frame at (16, 7), 150 × 30,
  /// with `mask`: its compressed size at a required `width`.
  func compressedSize(
    ofBoxWithContentOfHeight intrinsicHeight: CGFloat, mask: AutoresizingMask, width: CGFloat
  ) -> CGSize {
    let box = View(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    let content = SizedView("content", width: 150, height: intrinsicHeight)
    content.translatesAutoresizingMaskIntoConstraints = true
    content.frame = CGRect(x: 16, y: 7, width: 150, height: 30)
    content.autoresizingMask = mask
    box.addSubview(content)
    return box.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// Content placed by frames with fixed sizes (as a standard cell's labels are) cannot size its container: the
  /// fitting size is the target, whatever the content's intrinsic sizes.
  @Test func contentPlacedByFramesLeavesTheTargetSize() {
    let size = compressedSize(
      ofBoxWithContentOfHeight: 30, mask: [.flexibleRightMargin, .flexibleBottomMargin], width: 320)
    #expect(size == CGSize(width: 320, height: 0))
  }

  /// A flexible height ties the content's height to the container's: the content's compression resistance (750)
  /// then outweighs the fitting pull (50), and the container is as tall as the content's intrinsic height plus
  /// its fixed margins (7 above, 44 - 7 - 30 = 7 below).
  @Test func aFlexibleHeightLetsFramePlacedContentPushTheContainer() {
    let size = compressedSize(ofBoxWithContentOfHeight: 60, mask: [.flexibleHeight], width: 200)
    #expect(size == CGSize(width: 200, height: 74))
  }

  @Test func fittingIgnoresOutsideConstraintsAndChangesNothing() {
    let root = makeRoot()
    let box = container(around: SizedView("content", width: 100, height: 20))
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
      // Installed on the root, so not one of the box's own constraints: fitting leaves it out.
      box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
    ])
    root.layoutIfNeeded()
    // 187.5 points wide from 40: the right edge, 682.5 pixels at 3×, is aligned to 683 (a sixth of a point on), as
    // is the content's inside the box (10 + 167.5 = 532.5 pixels, aligned to 533).
    let width = 187.5 + 1.0 / 6
    expectFrame(box, 40, 30, width, 40)
    #expect(
      box.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        == CGSize(width: 120, height: 40))
    expectFrame(box, 40, 30, width, 40)
    root.layoutIfNeeded()
    expectFrame(box, 40, 30, width, 40)
    expectFrame(box.subviews[0], 10, 10, 167.5 + 1.0 / 6, 20)
    // A constraint installed on the view itself is one of its own: it counts, as in UIKit.
    box.widthAnchor.constraint(equalToConstant: 200).isActive = true
    #expect(box.systemLayoutSizeFitting(View.layoutFittingCompressedSize).width == 200)
  }

  @Test func systemSpacingIsEightPointsTimesTheMultiplier() {
    let root = makeRoot()
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    #expect(
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)
        .description
        == "b.leading == a.trailing + 16")
    #expect(
      b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1)
        .description == "b.top >= a.bottom + 8")
    #expect(
      b.leadingAnchor.constraint(
        lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 0.5
      )
      .description == "b.leading <= a.trailing + 4")
  }

  @Test func constraintsAffectingLayoutNameTheViewOnThatAxis() {
    let root = makeRoot()
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    let top = a.topAnchor.constraint(equalTo: root.topAnchor)
    let leading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    let width = a.widthAnchor.constraint(equalToConstant: 10)
    let follower = b.leadingAnchor.constraint(equalTo: a.trailingAnchor)
    LayoutConstraint.activate([top, leading, width, follower])
    #expect(a.constraintsAffectingLayout(for: .horizontal) == [leading, follower, width])
    #expect(a.constraintsAffectingLayout(for: .vertical) == [top])
    #expect(LayoutAxis.horizontal.rawValue == 0 && LayoutAxis.vertical.rawValue == 1)
  }
}

@Suite struct AmbiguityExerciseTests {
  @Test func anAmbiguousViewMovesAlongItsUndeterminedAxisOnly() {
    let root = makeRoot()
    let loose = makeView("loose", in: root)
    LayoutConstraint.activate([
      loose.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      loose.widthAnchor.constraint(equalToConstant: 40),
      loose.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(loose.hasAmbiguousLayout)
    let before = loose.frame
    loose.exerciseAmbiguityInLayout()
    // Only the vertical position is free: it moves, the rest holds.
    #expect(loose.frame.minY != before.minY)
    #expect(loose.frame.minX == 10 && loose.frame.size == CGSize(width: 40, height: 20))
  }

  @Test func aDeterminedViewDoesNotMove() {
    let root = makeRoot()
    let fixed = makeView("fixed", in: root)
    LayoutConstraint.activate([
      fixed.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      fixed.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
      fixed.widthAnchor.constraint(equalToConstant: 40),
      fixed.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    fixed.exerciseAmbiguityInLayout()
    expectFrame(fixed, 10, 5, 40, 20)
  }
}
