/// Light or dark interface style (UIKit's `UIUserInterfaceStyle`); adaptive colours resolve for it.
public enum Appearance: String, Sendable, CaseIterable {
  case light
  case dark
}
