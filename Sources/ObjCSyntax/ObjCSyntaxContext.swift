/// What the rewrite of one file needs to know about the other files of its target.
///
/// A protocol declared in one file has its optional requirements called with `?(` in another, and a class's
/// superclass may be declared in a third: the plugin reads every file of a target first.
public struct ObjCSyntaxContext: Sendable, Equatable {
  /// Base names of the optional requirements of the target's `@objc` protocols.
  public var optionalRequirements: Set<String>
  /// Each class of the target and the first name of its inheritance list.
  public var superclasses: [String: String]

  /// Whether the target is an executable: there `@UIApplicationMain` becomes `@main`, the entry point an
  /// executable needs; elsewhere it is removed (a library beside a test runner must not define `main`).
  public var isExecutable: Bool

  /// A context of the given declarations (none by default: a file alone, of a library target).
  public init(
    optionalRequirements: Set<String> = [], superclasses: [String: String] = [:],
    isExecutable: Bool = false
  ) {
    self.optionalRequirements = optionalRequirements
    self.superclasses = superclasses
    self.isExecutable = isExecutable
  }

  /// The declarations of every file of a target.
  public static func gathered(from sources: [String], isExecutable: Bool = false)
    -> ObjCSyntaxContext
  {
    sources.reduce(ObjCSyntaxContext(isExecutable: isExecutable)) { $0.adding($1) }
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
