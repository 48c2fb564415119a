import Foundation

/// What `#selector(…)` becomes once the Objective-C-only syntax is rewritten (not API: the rewriter writes it).
public func _sel(_ name: String) -> Selector { Selector(name) }
