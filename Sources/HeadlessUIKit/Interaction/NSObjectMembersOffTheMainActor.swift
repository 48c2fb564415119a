/// Runs main-actor code for a member NSObject declares without isolation (`description`, `isEqual(_:)`), which a
/// main-actor class overrides.
///
/// UIKit's Objective-C members run on whatever thread calls them: tests and loggers print a constraint from a
/// background task, and UIKit does not check. Here too the isolation is not checked; the caller must not race the
/// main actor, which is UIKit's own rule for its objects.
func unsafelyAsMainActor<T>(_ body: @MainActor () -> T) -> T {
  // Unsafe: the main-actor function is called as a nonisolated one; both have the same representation.
  withoutActuallyEscaping(body) { body in unsafeBitCast(body, to: (() -> T).self)() }
}
