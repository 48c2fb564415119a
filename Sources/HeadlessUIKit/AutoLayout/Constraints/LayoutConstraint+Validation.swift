/// Why a constraint cannot be activated.
struct ConstraintProblem: Error {
  let message: String
}

extension LayoutConstraint {
  /// Checks what UIKit checks when a constraint is activated, and finds the view to install it on.
  ///
  /// - Returns: The nearest common ancestor of the items' views (a guide counts as its owning view), or the
  ///   problem: non-finite numbers, attributes of different kinds or axes, leading/trailing mixed with left/right,
  ///   a position equal to a constant, a zero multiplier on a position, an unowned guide, or items in different
  ///   trees.
  func validate() -> Result<View, ConstraintProblem> {
    guard storedConstant.isFinite, multiplier.isFinite else {
      return .failure(ConstraintProblem(message: "its constant or multiplier is not finite"))
    }
    guard abs(storedConstant) <= Solver.maximumMagnitude, abs(multiplier) <= Solver.maximumMagnitude
    else {
      return .failure(
        ConstraintProblem(
          message: "its constant or multiplier is beyond ±\(Solver.maximumMagnitude)"))
    }
    guard let firstItem = firstLayoutItem else {
      return .failure(ConstraintProblem(message: "it has no first item"))
    }
    let kind = firstAttribute.kind
    if kind == .none {
      return .failure(ConstraintProblem(message: "its first attribute is notAnAttribute"))
    }
    if firstAttribute.isBaseline && firstItem is LayoutGuide {
      return .failure(ConstraintProblem(message: "layout guides have no baselines"))
    }
    guard let secondItem = secondLayoutItem else {
      guard kind == .dimension else {
        return .failure(
          ConstraintProblem(
            message:
              "a position (\(firstAttribute)) cannot equal a constant; relate it to another item"))
      }
      return owner(of: firstItem)
    }
    let secondKind = secondAttribute.kind
    guard kind == secondKind else {
      return .failure(
        ConstraintProblem(
          message: "\(firstAttribute) and \(secondAttribute) are not of the same kind and axis"))
    }
    if secondAttribute.isBaseline && secondItem is LayoutGuide {
      return .failure(ConstraintProblem(message: "layout guides have no baselines"))
    }
    if (firstAttribute.isDirectional && secondAttribute.isFixedHorizontalSide)
      || (firstAttribute.isFixedHorizontalSide && secondAttribute.isDirectional)
    {
      return .failure(
        ConstraintProblem(
          message:
            "leading/trailing cannot be related to left/right (\(firstAttribute), \(secondAttribute))"
        ))
    }
    if kind != .dimension && multiplier == 0 {
      return .failure(
        ConstraintProblem(
          message: "a zero multiplier makes the position \(firstAttribute) a constant"))
    }
    let first: View
    let second: View
    switch (owner(of: firstItem), owner(of: secondItem)) {
    case (.success(let a), .success(let b)):
      first = a
      second = b
    case (.failure(let problem), _), (_, .failure(let problem)):
      return .failure(problem)
    }
    guard let ancestor = nearestCommonAncestor(first, second) else {
      return .failure(
        ConstraintProblem(
          message:
            "\(firstItem.debugName) and \(secondItem.debugName) have no common ancestor; add them to one tree first"
        ))
    }
    return .success(ancestor)
  }

  private func owner(of item: LayoutItem) -> Result<View, ConstraintProblem> {
    if let view = item.layoutOwner { return .success(view) }
    return .failure(
      ConstraintProblem(message: "\(item.debugName) is not added to a view (addLayoutGuide)"))
  }
}

/// The deepest view that contains both views, or `nil` if they are in different trees.
///
/// - Complexity: O(depth), without allocating: the deeper view climbs to the other's depth, then both climb
///   together.
func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
  if a === b { return a }
  if a.storedSuperview === b.storedSuperview, let parent = a.storedSuperview { return parent }
  var (deep, shallow) = (a, b)
  var (deepDepth, shallowDepth) = (a.depth, b.depth)
  if deepDepth < shallowDepth {
    swap(&deep, &shallow)
    swap(&deepDepth, &shallowDepth)
  }
  var lower: View? = deep
  for _ in 0..<(deepDepth - shallowDepth) { lower = lower?.storedSuperview }
  var upper: View? = shallow
  while let one = lower, let other = upper {
    if one === other { return one }
    lower = one.storedSuperview
    upper = other.storedSuperview
  }
  return nil
}
