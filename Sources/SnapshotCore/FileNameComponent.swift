import Foundation

/// Turns a test or scene name into one safe file-name component: letters, digits, `_`, `-` and the characters in
/// `extra` are kept; every run of other characters becomes one `-` (none at the start or the end).
///
/// `"dark mode"` becomes `dark-mode`, `"card(size:)"` becomes `card-size`, `"Login (Yalta)"` becomes `Login-Yalta`.
public func fileNameComponent(_ text: String, keeping extra: String = "") -> String {
  let kept = Set(("_-" + extra).unicodeScalars)
  var result = ""
  var pendingDash = false
  for scalar in text.unicodeScalars {
    if CharacterSet.alphanumerics.contains(scalar) || kept.contains(scalar) {
      if pendingDash && !result.isEmpty { result += "-" }
      pendingDash = false
      result.unicodeScalars.append(scalar)
    } else {
      pendingDash = true
    }
  }
  return result
}
