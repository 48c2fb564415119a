import ConstraintsHolder
import Yalta

// The ConstraintsHolder README spells the slot type `Constraints.ConstraintType` (upstream's namespace). Here
// `Constraints` is Yalta's group type, so the umbrella adds the name to it, for code that imports everything.
extension Constraints {
  /// ConstraintsHolder's slots, as the ConstraintsHolder README spells them.
  public typealias ConstraintType = ConstraintsHolder.ConstraintType
}
