// UIKit's named system colours with their light and dark values (iOS 15 and later).
extension Color {
  /// A colour from two hex strings (light, dark), with an optional alpha for both.
  private static func adaptive(_ light: String, _ dark: String, alpha: Double = 1) -> Color {
    let lightColor = (Color(hex: light) ?? .black).withAlphaComponent(alpha)
    let darkColor = (Color(hex: dark) ?? .white).withAlphaComponent(alpha)
    return Color(light: lightColor, dark: darkColor)
  }

  public static let systemBlue = adaptive("#007AFF", "#0A84FF")
  public static let systemRed = adaptive("#FF3B30", "#FF453A")
  public static let systemGreen = adaptive("#34C759", "#30D158")
  public static let systemOrange = adaptive("#FF9500", "#FF9F0A")
  public static let systemYellow = adaptive("#FFCC00", "#FFD60A")
  public static let systemPink = adaptive("#FF2D55", "#FF375F")
  public static let systemPurple = adaptive("#AF52DE", "#BF5AF2")
  public static let systemTeal = adaptive("#30B0C7", "#40C8E0")
  public static let systemIndigo = adaptive("#5856D6", "#5E5CE6")
  public static let systemGray = adaptive("#8E8E93", "#8E8E93")
  public static let systemGray2 = adaptive("#AEAEB2", "#636366")
  public static let systemGray3 = adaptive("#C7C7CC", "#48484A")
  public static let systemGray4 = adaptive("#D1D1D6", "#3A3A3C")
  public static let systemGray5 = adaptive("#E5E5EA", "#2C2C2E")
  public static let systemGray6 = adaptive("#F2F2F7", "#1C1C1E")

  /// Primary text.
  public static let label = adaptive("#000000", "#FFFFFF")
  /// Secondary text.
  public static let secondaryLabel = adaptive("#3C3C43", "#EBEBF5", alpha: 0.6)
  /// Tertiary text.
  public static let tertiaryLabel = adaptive("#3C3C43", "#EBEBF5", alpha: 0.3)
  /// Placeholder text.
  public static let placeholderText = adaptive("#3C3C43", "#EBEBF5", alpha: 0.3)
  /// Lines between content.
  public static let separator = adaptive("#3C3C43", "#545458", alpha: 0.29)
  /// Links.
  public static let link = adaptive("#007AFF", "#0984FF")
  public static let systemBackground = adaptive("#FFFFFF", "#000000")
  public static let secondarySystemBackground = adaptive("#F2F2F7", "#1C1C1E")
  public static let tertiarySystemBackground = adaptive("#FFFFFF", "#2C2C2E")
  public static let systemGroupedBackground = adaptive("#F2F2F7", "#000000")
  public static let secondarySystemGroupedBackground = adaptive("#FFFFFF", "#1C1C1E")
}

// More of UIKit's semantic colours, with the light and dark values of Apple's Human Interface Guidelines (Color,
// "System colors" and "iOS, iPadOS system gray colors", iOS 15 and later).
extension Color {
  public static let systemBrown = adaptive("#A2845E", "#AC8E68")
  public static let systemCyan = adaptive("#32ADE6", "#64D2FF")
  public static let systemMint = adaptive("#00C7BE", "#63E6E2")
  /// Quaternary text.
  public static let quaternaryLabel = adaptive("#3C3C43", "#EBEBF5", alpha: 0.18)
  /// Lines between content that hide what is behind them.
  public static let opaqueSeparator = adaptive("#C6C6C8", "#38383A")
  public static let systemFill = adaptive("#787880", "#787880", alpha: 0.2)
  public static let secondarySystemFill = adaptive("#787880", "#787880", alpha: 0.16)
  public static let tertiarySystemFill = adaptive("#767680", "#767680", alpha: 0.12)
  public static let quaternarySystemFill = adaptive("#747480", "#767680", alpha: 0.08)
  public static let tertiarySystemGroupedBackground = adaptive("#F2F2F7", "#2C2C2E")
  /// Text that stays dark in both appearances.
  public static let darkText = Color(white: 0)
  /// Text that stays light in both appearances (white at 60 %).
  public static let lightText = Color(white: 1, alpha: 0.6)
}
