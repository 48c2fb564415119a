// UIKit's named system colours with their light and dark values (iOS 15 and later), made once; `Color`'s class
// properties (`UIColor.systemBlue` …) give them.
package enum SystemPalette {
  /// A colour from two hex strings (light, dark), with an optional alpha for both.
  private static func adaptive(_ light: String, _ dark: String, alpha: Double = 1) -> Color {
    let lightColor = (Color(hex: light) ?? .black).withAlphaComponent(alpha)
    let darkColor = (Color(hex: dark) ?? .white).withAlphaComponent(alpha)
    return Color(light: lightColor, dark: darkColor)
  }

  package static let systemBlue = adaptive("#007AFF", "#0A84FF")
  package static let systemRed = adaptive("#FF3B30", "#FF453A")
  package static let systemGreen = adaptive("#34C759", "#30D158")
  package static let systemOrange = adaptive("#FF9500", "#FF9F0A")
  package static let systemYellow = adaptive("#FFCC00", "#FFD60A")
  package static let systemPink = adaptive("#FF2D55", "#FF375F")
  package static let systemPurple = adaptive("#AF52DE", "#BF5AF2")
  package static let systemTeal = adaptive("#30B0C7", "#40C8E0")
  package static let systemIndigo = adaptive("#5856D6", "#5E5CE6")
  package static let systemGray = adaptive("#8E8E93", "#8E8E93")
  package static let systemGray2 = adaptive("#AEAEB2", "#636366")
  package static let systemGray3 = adaptive("#C7C7CC", "#48484A")
  package static let systemGray4 = adaptive("#D1D1D6", "#3A3A3C")
  package static let systemGray5 = adaptive("#E5E5EA", "#2C2C2E")
  package static let systemGray6 = adaptive("#F2F2F7", "#1C1C1E")

  /// Primary text.
  package static let label = adaptive("#000000", "#FFFFFF")
  /// Secondary text.
  package static let secondaryLabel = adaptive("#3C3C43", "#EBEBF5", alpha: 0.6)
  /// Tertiary text.
  package static let tertiaryLabel = adaptive("#3C3C43", "#EBEBF5", alpha: 0.3)
  /// Placeholder text.
  package static let placeholderText = adaptive("#3C3C43", "#EBEBF5", alpha: 0.3)
  /// Lines between content.
  package static let separator = adaptive("#3C3C43", "#545458", alpha: 0.29)
  /// Links.
  package static let link = adaptive("#007AFF", "#0984FF")
  package static let systemBackground = adaptive("#FFFFFF", "#000000")
  package static let secondarySystemBackground = adaptive("#F2F2F7", "#1C1C1E")
  package static let tertiarySystemBackground = adaptive("#FFFFFF", "#2C2C2E")
  package static let systemGroupedBackground = adaptive("#F2F2F7", "#000000")
  package static let secondarySystemGroupedBackground = adaptive("#FFFFFF", "#1C1C1E")

  // More of UIKit's semantic colours, with the light and dark values of Apple's Human Interface Guidelines (Color,
  // "System colors" and "iOS, iPadOS system gray colors", iOS 15 and later).
  package static let systemBrown = adaptive("#A2845E", "#AC8E68")
  package static let systemCyan = adaptive("#32ADE6", "#64D2FF")
  package static let systemMint = adaptive("#00C7BE", "#63E6E2")
  /// Quaternary text.
  package static let quaternaryLabel = adaptive("#3C3C43", "#EBEBF5", alpha: 0.18)
  /// Lines between content that hide what is behind them.
  package static let opaqueSeparator = adaptive("#C6C6C8", "#38383A")
  package static let systemFill = adaptive("#787880", "#787880", alpha: 0.2)
  package static let secondarySystemFill = adaptive("#787880", "#787880", alpha: 0.16)
  package static let tertiarySystemFill = adaptive("#767680", "#767680", alpha: 0.12)
  package static let quaternarySystemFill = adaptive("#747480", "#767680", alpha: 0.08)
  package static let tertiarySystemGroupedBackground = adaptive("#F2F2F7", "#2C2C2E")
  /// Text that stays dark in both appearances.
  package static let darkText = Color(white: 0)
  /// Text that stays light in both appearances (white at 60 %).
  package static let lightText = Color(white: 1, alpha: 0.6)

  // UIKit's classic colour constants, with the component values UIColor's documentation gives.
  package static let clear = Color(white: 0, alpha: 0)
  package static let black = Color(white: 0)
  package static let white = Color(white: 1)
  package static let gray = Color(white: 0.5)
  package static let red = Color(red: 1, green: 0, blue: 0)
  package static let green = Color(red: 0, green: 1, blue: 0)
  package static let blue = Color(red: 0, green: 0, blue: 1)
  package static let darkGray = Color(white: 1.0 / 3.0)
  package static let lightGray = Color(white: 2.0 / 3.0)
  package static let cyan = Color(red: 0, green: 1, blue: 1)
  package static let yellow = Color(red: 1, green: 1, blue: 0)
  package static let magenta = Color(red: 1, green: 0, blue: 1)
  package static let orange = Color(red: 1, green: 0.5, blue: 0)
  package static let purple = Color(red: 0.5, green: 0, blue: 0.5)
  package static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
}
