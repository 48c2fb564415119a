/// Light or dark interface style (UIKit's `UIUserInterfaceStyle`); adaptive colours resolve for it.
public enum Appearance: Sendable {
  case light
  case dark
}
