import Foundation

/// The name of an action method, as `#selector(tap)` gives it in UIKit (Objective-C's `SEL`).
///
/// Linux has no Objective-C runtime, so `#selector` does not compile here and a selector cannot call anything:
/// controls keep the target-action pairs they are given (`Control.allTargets`,
/// `Control.actions(forTarget:forControlEvent:)`), and closures added with `Control.addAction(_:for:)` run.
/// `#selector(tap)` in a scene file or a target set up as docs/uikit-import.md says becomes `_sel("tap")`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  public let name: String
  public init(_ name: String) { self.name = name }
  public init(stringLiteral name: String) { self.name = name }
  public var description: String { name }
}

/// What `#selector(…)` becomes once the Objective-C-only syntax is rewritten (not API: the rewriter writes it).
public func _sel(_ name: String) -> Selector { Selector(name) }
