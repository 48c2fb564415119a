import Foundation
import Synchronization

/// Runs `count` pieces of work on up to `jobs` threads and waits for all of them.
enum WorkPool {
  static func run(count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> Void) {
    guard count > 0 else { return }
    let next = Counter()
    let group = DispatchGroup()
    for _ in 0..<max(1, min(jobs, count)) {
      group.enter()
      Thread {
        while let index = next.take(below: count) { body(index) }
        group.leave()
      }.start()
    }
    group.wait()
  }
}

/// A shared counter handing out indices.
private final class Counter: Sendable {
  private let value = Mutex(0)

  func take(below limit: Int) -> Int? {
    value.withLock { value in
      guard value < limit else { return nil }
      defer { value += 1 }
      return value
    }
  }
}
