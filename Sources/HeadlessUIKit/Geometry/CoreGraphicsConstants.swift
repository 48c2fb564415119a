import Foundation

// Core Graphics' C constants under their C names. Apple's SDKs accept them in Swift beside `CGRect.zero` and the
// like (Xcode 15's `super.init(frame: CGRectZero)` compiles), and app code written that way must compile here too.

/// The rectangle at the origin with no size (`CGRect.zero`).
public let CGRectZero = CGRect.zero
/// The null rectangle, what an empty intersection gives (`CGRect.null`).
public let CGRectNull = CGRect.null
/// The rectangle without bounds (`CGRect.infinite`).
public let CGRectInfinite = CGRect.infinite
/// The origin (`CGPoint.zero`).
public let CGPointZero = CGPoint.zero
/// The size with no width or height (`CGSize.zero`).
public let CGSizeZero = CGSize.zero
/// The transform that changes nothing (`CGAffineTransform.identity`).
public let CGAffineTransformIdentity = CGAffineTransform.identity
