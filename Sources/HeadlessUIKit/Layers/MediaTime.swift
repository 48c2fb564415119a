import Foundation

/// The current time in seconds of the host's monotonic clock (Core Animation's `CACurrentMediaTime()`), what
/// animation code measures durations with.
public func CACurrentMediaTime() -> CFTimeInterval {
  Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
}
