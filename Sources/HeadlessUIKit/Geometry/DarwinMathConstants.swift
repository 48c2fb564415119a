// Darwin's C math macros that UIKit code uses as Swift values (`animation.repeatCount = HUGE`): Glibc does not
// import them under these names.

/// The largest finite `Float` (Darwin's `HUGE`, defined there as `MAXFLOAT`): a repeat count that never ends.
public let HUGE: Float = .greatestFiniteMagnitude
