/// The lists whose `performBatchUpdates(_:completion:)` runs its updates before returning: table and collection views.
public protocol BatchUpdating: AnyObject {
  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
}

extension BatchUpdating {
  /// Runs `updates`, then reloads, as `performBatchUpdates(_:completion:)` with a closure written in place.
  ///
  /// UIKit's block is `NS_NOESCAPE`, so Swift code passes a closure that uses `self` implicitly
  /// (`performBatchUpdates({ reloadData() })` inside a subclass or an extension). A Swift optional closure always
  /// escapes, which would make such code fail to compile here; this overload takes the closure as it is written
  /// and hands it to the class's own method (a subclass's override runs) for the length of the call.
  public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
    withoutActuallyEscaping(updates) { updates in
      // Optional, so that the call goes to the class's method and not back to this one.
      let escapable: (() -> Void)? = updates
      performBatchUpdates(escapable, completion: completion)
    }
  }
}

extension TableView: BatchUpdating {}
extension CollectionView: BatchUpdating {}
