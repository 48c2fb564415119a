// How the tableau decides that a number is zero: relative to what produced it, never by a fixed threshold.
//
// Rounding noise comes from cancellation: `a + b` where `b` is nearly `-a` leaves a few units in the last place of
// `a`, whatever `a`'s scale. So a sum is zero when it is within `relativeTolerance` of its larger operand, and that
// holds alike for coefficients of 1e-9 (kept: they are not noise) and values of 1e9 (cancelled cleanly: `x == 1e8/11`
// then `11x == 1e8` is one equation twice). Products never round to zero, so a small coefficient stays small
// rather than vanishing. A fixed threshold (kiwi's 1e-8) does neither.

/// Two operands whose sum is within this fraction of the larger magnitude cancel exactly.
///
/// 1e-10 leaves six orders of magnitude above double precision's rounding for the error that accumulates along
/// chains of pivots, and still tells 1e9 from 1e9 + 1.
let relativeTolerance = 1e-10

/// `a + b`, or exactly zero when the two cancel to within ``relativeTolerance`` of the larger.
@inline(__always)
func cancellingSum(_ a: Double, _ b: Double) -> Double {
  let sum = a + b
  return abs(sum) <= relativeTolerance * max(abs(a), abs(b)) ? 0 : sum
}

/// Whether `a` and `b` are equal to within ``relativeTolerance`` of the larger magnitude.
@inline(__always)
func nearlyEqual(_ a: Double, _ b: Double) -> Bool {
  abs(a - b) <= relativeTolerance * max(abs(a), abs(b))
}
