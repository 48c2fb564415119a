import Foundation
import LayoutRender
import Testing

/// Questions a path answers: what it contains, its reverse, its dash.
@Suite struct BezierPathQueriesTests {
  /// A 10-point square from (0, 0) contains its centre and not a point outside; a ring made of two squares
  /// (an outer 10-point one and an inner one from 3 to 7) contains its hole only by the non-zero rule, when both
  /// squares wind the same way.
  @Test func containsFollowsTheFillRule() {
    let square = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(square.contains(CGPoint(x: 5, y: 5)) && !square.contains(CGPoint(x: 11, y: 5)))
    let ring = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    ring.append(UIBezierPath(rect: CGRect(x: 3, y: 3, width: 4, height: 4)))
    #expect(ring.contains(CGPoint(x: 5, y: 5)))
    ring.usesEvenOddFillRule = true
    #expect(!ring.contains(CGPoint(x: 5, y: 5)) && ring.contains(CGPoint(x: 1, y: 5)))
  }

  /// A two-segment line from (0, 0) through (10, 0) to (10, 10), reversed, starts at (10, 10) and ends at (0, 0).
  @Test func reversingRunsTheSegmentsBackwards() {
    let path = UIBezierPath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 10))
    #expect(
      path.reversing().cgPath.elements == [
        .moveTo(CGPoint(x: 10, y: 10)), .lineTo(CGPoint(x: 10, y: 0)), .lineTo(.zero),
      ])
  }

  /// The dash set is the dash read back.
  @Test func theDashReadsBack() {
    let path = UIBezierPath()
    let lengths: [CGFloat] = [4, 2]
    path.setLineDash(lengths, count: 2, phase: 1)
    var count = 0
    var phase: CGFloat = 0
    var read = [CGFloat](repeating: 0, count: 2)
    path.getLineDash(&read, count: &count, phase: &phase)
    #expect(count == 2 && read == [4, 2] && phase == 1)
  }
}
