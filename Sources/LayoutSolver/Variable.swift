/// An unknown of a linear system: a named value that a ``Solver`` computes.
///
/// Variables are handles compared by identity (`===`), as in kiwi. A variable joins a solver the first time a
/// constraint that mentions it is added, and leaves it when the last such constraint is removed. Its ``value`` is
/// written by ``Solver/updateVariables()``.
///
/// ```swift
/// let left = Variable("left")
/// let width = Variable("width")
/// try solver.addConstraint(left + width == 100)
/// ```
///
/// `Variable` is deliberately not `Equatable`: `a == b` between variables builds a ``Constraint``. It is not
/// `Sendable` either: a solver writes its value, so it stays with the solver's thread or task; errors name it by
/// ``id`` and text.
public final class Variable: Identifiable {
  /// The name used in ``Solver/dump()`` and in error messages.
  public let name: String

  /// The value from the last ``Solver/updateVariables()`` of a solver that knows this variable.
  ///
  /// Only the solver that owns the variable writes it; read it from the same thread or task. (Exclusive access
  /// is not checked at run time: the solver writes thousands of values per update, and a variable has one writer.)
  @exclusivity(unchecked) public internal(set) var value: Double

  /// The object the variable describes: a view or a layout guide, for the layout engine.
  ///
  /// A client maps changed variables back to its own objects with it. Held unowned: the owner keeps its variables,
  /// not the reverse. Not API.
  package unowned(safe) var owner: AnyObject?

  /// Creates a variable.
  ///
  /// - Parameters:
  ///   - name: A name for dumps and diagnostics.
  ///   - value: The value it reports until a solver writes one.
  public init(_ name: String = "", value: Double = 0) {
    self.name = name
    self.value = value
  }

  /// Puts back a value read earlier, after a scratch solver wrote the variable (a fitting-size computation).
  ///
  /// Not API.
  package func restoreValue(_ value: Double) {
    self.value = value
  }
}

extension Variable: CustomStringConvertible {
  public var description: String {
    name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 100_000)" : name
  }
}
