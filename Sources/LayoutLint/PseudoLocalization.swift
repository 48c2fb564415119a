import Foundation
import HeadlessUIKit

/// Pseudo-localisation: text made to look translated without touching the code, to find what a real translation
/// would break.
///
/// `accented` swaps every Latin letter for an accented look-alike (`Settings` → `Ŝéţţîñĝš`), so text that was never
/// localised stands out and fonts show whether they carry the marks. `expanded` makes text as long as a German or
/// Finnish translation tends to be: 40 % longer for short strings (up to 10 characters), 30 % for longer ones,
/// padded with `~` inside brackets (`[Settings~~~]`), so a cut-off shows as a missing `]`.
public enum PseudoLocale: String, Sendable, CaseIterable {
  case none, accented, expanded

  /// The text as this locale shows it.
  public func apply(to text: String) -> String {
    switch self {
    case .none: return text
    case .accented: return String(text.map { Self.accents[$0] ?? $0 })
    case .expanded:
      let count = text.count
      let padding = Int((Double(count) * (count <= 10 ? 0.4 : 0.3)).rounded(.up))
      return "[" + text + String(repeating: "~", count: padding) + "]"
    }
  }

  private static let accents: [Character: Character] = {
    let plain = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
    let accented = Array("ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŜŢÛṼŴẊÝŽåƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž")
    return Dictionary(uniqueKeysWithValues: zip(plain, accented))
  }()

  /// Shows every label, button title, text field text and placeholder under `root` in this locale; returns what
  /// puts the original text back.
  package func localize(_ root: View) -> () -> Void {
    guard self != .none else { return {} }
    var restore: [() -> Void] = []
    func visit(_ view: View) {
      switch view {
      case let button as Button:
        for state in [Control.State.normal, .highlighted, .disabled, .selected] {
          guard let title = button.title(for: state) else { continue }
          button.setTitle(apply(to: title), for: state)
          restore.append { button.setTitle(title, for: state) }
        }
        return  // its title label shows the title
      case let field as TextField:
        let (text, placeholder) = (field.text, field.placeholder)
        field.text = text.map(apply)
        field.placeholder = placeholder.map(apply)
        restore.append {
          field.text = text
          field.placeholder = placeholder
        }
      case let label as Label:
        let text = label.text
        label.text = text.map(apply)
        restore.append { label.text = text }
      default:
        break
      }
      view.subviews.forEach(visit)
    }
    visit(root)
    return { restore.reversed().forEach { $0() } }
  }
}
