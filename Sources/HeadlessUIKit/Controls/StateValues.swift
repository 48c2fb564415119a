import Foundation

/// Values a control keeps per state (a button's titles and images, a slider's thumb image …): the value
/// set for a state, falling back to the normal state's, as UIKit resolves them.
struct StateValues<Value> {
  private var values: [UInt: Value] = [:]

  /// The value set for exactly `state`.
  subscript(state: Control.State) -> Value? {
    get { values[state.rawValue] }
    set { values[state.rawValue] = newValue }
  }

  /// The value for `state`, or the normal state's when none was set for it.
  func resolved(for state: Control.State) -> Value? {
    values[state.rawValue] ?? values[Control.State.normal.rawValue]
  }
}
