/// What the rewrite of one file needs to know about the other files of its target.
///
/// A protocol declared in one file has its optional requirements called with `?(` in another, and a class's
/// superclass may be declared in a third: the plugin reads every file of a target first.
public struct ObjCSyntaxContext: Sendable, Equatable {
  /// Base names of the optional requirements of the target's `@objc` protocols.
  public var optionalRequirements: Set<String>
  /// Each class of the target and the first name of its inheritance list.
  public var superclasses: [String: String]

  /// A context of the given declarations (none by default: a file alone).
  public init(optionalRequirements: Set<String> = [], superclasses: [String: String] = [:]) {
    self.optionalRequirements = optionalRequirements
    self.superclasses = superclasses
  }

  /// The declarations of every file of a target.
  public static func gathered(from sources: [String]) -> ObjCSyntaxContext {
    sources.reduce(ObjCSyntaxContext()) { $0.adding($1) }
  }

  /// This context with the declarations of one more file.
  func adding(_ source: String) -> ObjCSyntaxContext {
    var context = self
    if source.contains("optional") {
      context.optionalRequirements.formUnion(ObjCProtocols.optionalRequirementNames(in: source))
    }
    if source.contains("class") {
      context.superclasses.merge(ActionDispatch.superclasses(in: source)) { existing, _ in existing
      }
    }
    return context
  }
}
