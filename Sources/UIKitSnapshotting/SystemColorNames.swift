import UIKitCompat

/// UIKit's system colours by name, to print a view's background as UIKit does.
enum SystemColorNames {
  private static let colors: [(String, UIColor)] = [
    ("systemBlue", .systemBlue), ("systemRed", .systemRed), ("systemGreen", .systemGreen),
    ("systemOrange", .systemOrange), ("systemYellow", .systemYellow), ("systemPink", .systemPink),
    ("systemPurple", .systemPurple), ("systemTeal", .systemTeal), ("systemIndigo", .systemIndigo),
    ("systemBrown", .systemBrown), ("systemCyan", .systemCyan), ("systemMint", .systemMint),
    ("systemGray", .systemGray), ("label", .label), ("secondaryLabel", .secondaryLabel),
    ("tertiaryLabel", .tertiaryLabel), ("quaternaryLabel", .quaternaryLabel), ("placeholderText", .placeholderText),
    ("separator", .separator), ("opaqueSeparator", .opaqueSeparator), ("link", .link),
    ("systemBackground", .systemBackground), ("secondarySystemBackground", .secondarySystemBackground),
    ("tertiarySystemBackground", .tertiarySystemBackground), ("systemGroupedBackground", .systemGroupedBackground),
    ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
    ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground), ("systemFill", .systemFill),
    ("secondarySystemFill", .secondarySystemFill), ("tertiarySystemFill", .tertiarySystemFill),
    ("quaternarySystemFill", .quaternarySystemFill),
  ]

  /// The system colour's name (`systemBackground`), or `nil` for another colour.
  static func name(of color: UIColor) -> String? {
    colors.first { $0.1 == color }?.0
  }
}
