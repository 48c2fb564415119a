import Foundation
import Synchronization

/// The user's preferred text size (UIKit's `UIContentSizeCategory`): seven standard sizes from extra small to
/// extra-extra-extra large, `large` being the default, then five accessibility sizes.
public struct ContentSizeCategory: Hashable, Sendable, RawRepresentable, CaseIterable,
  CustomStringConvertible
{
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = ContentSizeCategory(
    rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Posted when the preferred size changes (UIKit's `UIContentSizeCategoryDidChangeNotification`; never posted
  /// headless, where the size is fixed for a render).
  public static let didChangeNotification = Notification.Name(
    "UIContentSizeCategoryDidChangeNotification")
  /// The key of the new category in that notification's user info (UIKit's `UIContentSizeCategoryNewValueKey`).
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

  /// The twelve sizes, smallest first.
  public static let allCases: [ContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// The short names the command line and file names use, in ``allCases`` order.
  static let shortNames = ContentSizeName.allCases.map(\.rawValue)

  /// The category a short name stands for.
  public init(_ name: ContentSizeName) {
    self = Self.allCases[ContentSizeName.allCases.firstIndex(of: name) ?? 3]
  }

  /// The category for a short name (`xs` … `xxxl`, `ax1` … `ax5`) or a case name (`extraLarge`), or `nil`.
  public init?(name: String) {
    let lowered = name.lowercased()
    if let index = Self.shortNames.firstIndex(of: lowered) {
      self = Self.allCases[index]
      return
    }
    let caseNames = [
      "extrasmall", "small", "medium", "large", "extralarge", "extraextralarge",
      "extraextraextralarge", "accessibilitymedium", "accessibilitylarge",
      "accessibilityextralarge", "accessibilityextraextralarge",
      "accessibilityextraextraextralarge",
    ]
    guard let index = caseNames.firstIndex(of: lowered) else { return nil }
    self = Self.allCases[index]
  }

  /// Where the category stands among ``allCases`` (0 for extra small, 3 for large).
  package var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { index >= 7 }

  public var description: String { Self.shortNames[index] }

  /// The category given by the environment (`LAYOUT_RENDER_CONTENT_SIZE`, for a test run), else `large`.
  private static let environmentCategory: ContentSizeCategory =
    ProcessInfo.processInfo.environment["LAYOUT_RENDER_CONTENT_SIZE"].flatMap {
      ContentSizeCategory(name: $0)
    }
    ?? .large

  /// The category a scene file's host was asked for (the command's `--content-size`), set before the file's code runs.
  private static let hostCategory = Mutex<ContentSizeCategory?>(nil)

  /// The category the process builds scenes at when none is scoped: the host's, else the environment's.
  private static var launchCategory: ContentSizeCategory {
    hostCategory.withLock { $0 } ?? environmentCategory
  }

  /// Sets the category a scene file's host builds its scenes at (its request's content size).
  ///
  /// Not API.
  package static func startHost(at category: ContentSizeCategory) {
    hostCategory.withLock { $0 = category }
  }

  /// The category of the scene being built on this task or thread, when one is.
  @TaskLocal private static var scoped: ContentSizeCategory?

  /// The category ``Font/preferredFont(forTextStyle:)`` sizes for.
  ///
  /// The one of the scene being built (``with(_:_:)``) on this task or thread, else the command's `--content-size`,
  /// else `large`. Scenes built at the same time on different threads each see their own.
  public static var current: ContentSizeCategory { scoped ?? launchCategory }

  /// Runs `body` with ``current`` set to `category` on this task or thread only.
  public static func with<Result>(
    _ category: ContentSizeCategory, _ body: () throws -> Result
  ) rethrows -> Result {
    try $scoped.withValue(category) { try body() }
  }
}

extension ContentSizeCategory: Comparable {
  /// Whether `lhs` is a smaller size than `rhs` (UIKit's overlay orders the categories by size).
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.index < rhs.index
  }
}
