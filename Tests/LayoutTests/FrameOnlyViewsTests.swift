import Foundation
import HeadlessUIKit
import Testing

/// Views placed by their frames alone stay out of the solver until a constraint refers to them.
///
/// Such a view's autoresizing mask has nothing flexible; a UIKit view, likewise, joins a layout engine only when
/// constraints involve it. Their frames
/// are their own either way; what changes is what is computed for them, and each test checks a value that is only
/// right if the view joins the solver when it must.
@MainActor @Suite struct FrameOnlyViewsTests {
  /// A view that counts how often layout asks for its intrinsic size.
  final class CountingView: View {
    var sizeQueries = 0
    override var intrinsicContentSize: CGSize {
      sizeQueries += 1
      return CGSize(width: 30, height: 10)
    }
  }

  /// A root holding `view` at `frame`, laid out once.
  func laidOutRoot(holding view: View, at frame: CGRect) -> View {
    let root = makeRoot()
    view.frame = frame
    root.addSubview(view)
    root.layoutIfNeeded()
    return root
  }

  @Test func aViewPlacedByItsFrameIsNotAskedForItsSize() {
    let placed = CountingView()
    let root = laidOutRoot(holding: placed, at: CGRect(x: 10, y: 20, width: 50, height: 40))
    #expect(placed.sizeQueries == 0)
    #expect(placed.frame == CGRect(x: 10, y: 20, width: 50, height: 40))
    #expect(!placed.hasAmbiguousLayout)
    placed.exerciseAmbiguityInLayout()
    root.layoutIfNeeded()
    #expect(placed.frame == CGRect(x: 10, y: 20, width: 50, height: 40))
  }

  /// A constraint to its edge brings it in: the pinned view starts at its right edge (10 + 50), and follows it when
  /// its frame changes.
  @Test func aConstraintToItsAnchorBringsItIn() {
    let placed = View()
    let root = laidOutRoot(holding: placed, at: CGRect(x: 10, y: 20, width: 50, height: 40))
    let follower = makeView("follower", in: root)
    LayoutConstraint.activate([
      follower.leadingAnchor.constraint(equalTo: placed.trailingAnchor),
      follower.topAnchor.constraint(equalTo: placed.bottomAnchor, constant: 5),
      follower.widthAnchor.constraint(equalToConstant: 20),
      follower.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(follower.frame == CGRect(x: 60, y: 65, width: 20, height: 20))
    placed.frame = CGRect(x: 100, y: 0, width: 30, height: 10)
    root.layoutIfNeeded()
    #expect(follower.frame == CGRect(x: 130, y: 15, width: 20, height: 20))
  }

  /// A guide made on it later brings it in: a view pinned to its margins starts 8 points inside its frame (UIKit's
  /// default margins).
  @Test func aGuideMadeOnItBringsItIn() {
    let placed = View()
    let root = laidOutRoot(holding: placed, at: CGRect(x: 10, y: 20, width: 100, height: 60))
    let inner = makeView("inner", in: placed)
    LayoutConstraint.activate([
      inner.leadingAnchor.constraint(equalTo: placed.layoutMarginsGuide.leadingAnchor),
      inner.trailingAnchor.constraint(equalTo: placed.layoutMarginsGuide.trailingAnchor),
      inner.topAnchor.constraint(equalTo: placed.topAnchor),
      inner.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 8, y: 0, width: 84, height: 10))
    #expect(placed.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 84, height: 44))
  }

  /// A subview that resizes with it brings it in: widening the fixed view from 100 to 200 widens a flexible-width
  /// child inset 10 on each side from 80 to 180.
  @Test func aFlexibleSubviewBringsItIn() {
    let root = makeRoot()
    let placed = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = View(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    child.autoresizingMask = [.flexibleWidth]
    placed.addSubview(child)
    root.addSubview(placed)
    root.layoutIfNeeded()
    placed.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
  }

  /// Leaving the autoresizing mask for constraints brings it in, and its intrinsic size then sizes it.
  @Test func turningToConstraintsBringsItIn() {
    let placed = CountingView()
    let root = laidOutRoot(holding: placed, at: CGRect(x: 10, y: 20, width: 50, height: 40))
    placed.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      placed.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
      placed.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
    ])
    root.layoutIfNeeded()
    #expect(placed.sizeQueries > 0)
    #expect(placed.frame == CGRect(x: 5, y: 5, width: 30, height: 10))
  }
}
