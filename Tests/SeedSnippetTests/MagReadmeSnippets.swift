import Foundation
import LayoutRender
import Testing

/// The code blocks of the Mag README (seed 001), compiled and run with only the import changed.
///
/// The README spells the activation property `isActivate` in two places; UIKit's property, and ours, is
/// `isActive`, so those two lines use it. The expected frames are worked out by hand from the README's own
/// constraints.
@Suite struct MagReadmeSnippets {
  let view = UIView(frame: CGRect(x: 0, y: 0, width: 414, height: 600))
  let redView = UIView(frame: .zero)
  let blueView = UIView(frame: .zero)
  let label = UILabel(frame: .zero)

  init() {
    view.addSubview(redView)
    view.addSubview(blueView)
    redView.addSubview(label)
  }

  @Test func example() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 414, height: 600))
    let redView = UIView(frame: .zero)
    redView.backgroundColor = .red
    view.addSubview(redView)
    redView.sizeAnchor == CGSize(width: 100, height: 100)
    redView.leadingAnchor == view.leadingAnchor + 100
    redView.topAnchor == (view.bottomAnchor - 100) * 0.5 ~ 999

    let label = UILabel(frame: .zero)
    label.text = "Example"
    label.textAlignment = .center
    redView.addSubview(label)
    label.edgeAnchor == redView.edgeAnchor

    let blueView = UIView(frame: .zero)
    blueView.backgroundColor = .blue
    view.addSubview(blueView)
    blueView.sizeAnchor == redView.sizeAnchor
    blueView.centerAnchor == redView.centerAnchor + CGPoint(x: 100, y: -100)

    view.layoutIfNeeded()
    // top = 0.5 × bottom − 100 = 0.5 × 600 − 100 = 200.
    #expect(redView.frame == CGRect(x: 100, y: 200, width: 100, height: 100))
    #expect(label.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    // Centre (150, 250) moved by (100, −100).
    #expect(blueView.frame == CGRect(x: 200, y: 100, width: 100, height: 100))
  }

  @Test func alignment() {
    let leading = redView.leadingAnchor == view.leadingAnchor + 10
    #expect(leading.constant == 10 && leading.relation == .equal)
    let below = redView.topAnchor >= view.bottomAnchor
    #expect(below.relation == .greaterThanOrEqual && below.constant == 0)
    let centerY = redView.centerYAnchor <= view.centerYAnchor - 20
    #expect(centerY.relation == .lessThanOrEqual && centerY.constant == -20)
    let center = blueView.centerAnchor == redView.centerAnchor + CGPoint(x: 100, y: -100)
    #expect(center.map(\.constant) == [100, -100])
    let horizontal =
      label.horizontalAnchor == redView.horizontalAnchor
      + UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    #expect(horizontal.map(\.constant) == [10, -10])
    let vertical =
      label.verticalAnchor == redView.verticalAnchor
      + UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    #expect(vertical.map(\.constant) == [5, -5])
    let edges =
      label.edgeAnchor == redView.edgeAnchor + UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    #expect(edges.map(\.constant) == [5, -5, 10, -10])
    let half = redView.topAnchor == view.bottomAnchor * 0.5
    #expect(half.multiplier == 0.5 && half.constant == 0)
  }

  @Test func size() {
    let width = redView.widthAnchor == 100
    #expect(width.secondItem == nil && width.constant == 100)
    let height = redView.heightAnchor >= 200
    #expect(height.relation == .greaterThanOrEqual)
    let maxWidth = redView.widthAnchor <= 200
    #expect(maxWidth.relation == .lessThanOrEqual)
    let fixed = redView.sizeAnchor == CGSize(width: 100, height: 200)
    #expect(fixed.map(\.constant) == [100, 200])
    let bounded = blueView.sizeAnchor <= redView.sizeAnchor + CGSize(width: 20, height: 0)
    #expect(
      bounded.map(\.constant) == [20, 0] && bounded.allSatisfy { $0.relation == .lessThanOrEqual })
    let halved = redView.sizeAnchor == view.sizeAnchor * 0.5
    #expect(halved.allSatisfy { $0.multiplier == 0.5 })
  }

  @Test func priority() {
    let top = redView.topAnchor == view.topAnchor ~ .defaultHigh
    #expect(top.priority == .defaultHigh)
    let center = redView.centerAnchor == view.centerAnchor ~ 900
    #expect(center.allSatisfy { $0.priority == UILayoutPriority(900) })
  }

  @Test func constraintsAreReturnedForManualActivation() {
    let constraint = redView.leadingAnchor == view.leadingAnchor
    // returns NSLayoutConstraint
    constraint.isActive = true
    #expect(constraint.isActive && !redView.translatesAutoresizingMaskIntoConstraints)

    let constraints = redView.centerAnchor == view.centerAnchor
    // returns [NSLayoutConstraint]
    NSLayoutConstraint.activate(constraints)
    #expect(constraints.count == 2 && constraints.allSatisfy(\.isActive))
  }

  @Test func discardedConstraintActivatesItself() {
    _ = redView.leadingAnchor == view.leadingAnchor
    #expect(view.constraints.count == 1 && view.constraints[0].isActive)
  }

  @Test func singularConstraint() {
    final class Holder {
      var constraint: NSLayoutConstraint? {
        didSet {
          oldValue?.isActive = false
          constraint?.isActive = true
        }
      }
    }
    let holder = Holder()
    holder.constraint = redView.leadingAnchor == view.leadingAnchor
    let first = holder.constraint
    holder.constraint = redView.leadingAnchor == view.leadingAnchor + 20
    #expect(first?.isActive == false && holder.constraint?.isActive == true)
    view.layoutIfNeeded()
    #expect(redView.frame.minX == 20)
  }

  @Test func multipleConstraints() {
    final class Holder {
      var constraints: [NSLayoutConstraint] = [] {
        didSet {
          NSLayoutConstraint.deactivate(oldValue, beforeActivate: constraints)
        }
      }
    }
    let holder = Holder()
    holder.constraints = redView.centerAnchor == view.centerAnchor
    let first = holder.constraints
    holder.constraints = redView.centerAnchor == view.centerAnchor + CGPoint(x: 10, y: 0)
    #expect(first.allSatisfy { !$0.isActive } && holder.constraints.allSatisfy(\.isActive))

    var constraints: [NSLayoutConstraint] = []
    constraints.replaceActivatedConstraints(redView.centerAnchor == view.centerAnchor)
    #expect(constraints.count == 2 && constraints.allSatisfy(\.isActive))
  }
}
