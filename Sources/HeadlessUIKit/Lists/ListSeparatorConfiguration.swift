import Foundation

/// How a list row's separators look (UIKit's `UIListSeparatorConfiguration`).
///
/// Rows draw their bottom separator: hidden when its visibility is `.hidden`, in ``color``. The top separator,
/// the insets and the effect are stored.
public struct ListSeparatorConfiguration: Equatable {
  /// Whether a separator shows.
  public enum Visibility: Int, Sendable {
    case automatic = 0, visible, hidden
  }

  public var topSeparatorVisibility: Visibility = .automatic
  public var bottomSeparatorVisibility: Visibility = .automatic
  /// The top separator's insets; `.automatic` insets are the list's.
  public var topSeparatorInsets: DirectionalEdgeInsets = ListSeparatorConfiguration.automaticInsets
  /// The bottom separator's insets; `.automatic` insets are the list's.
  public var bottomSeparatorInsets: DirectionalEdgeInsets = ListSeparatorConfiguration
    .automaticInsets
  /// The separators' colour: the system separator colour by default.
  public var color: Color = .separator
  /// The colour while several rows are selected.
  public var multipleSelectionColor: Color = .separator
  /// An effect the separators take (stored).
  public var visualEffect: VisualEffect?

  /// The separators of a list of an appearance.
  public init(listAppearance: CollectionLayoutListConfiguration.Appearance) {}

  /// The insets that stand for "the list's own" (UIKit's `automaticInsets`).
  public static let automaticInsets = DirectionalEdgeInsets(
    top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude,
    bottom: .greatestFiniteMagnitude,
    trailing: .greatestFiniteMagnitude)

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.topSeparatorVisibility == rhs.topSeparatorVisibility
      && lhs.bottomSeparatorVisibility == rhs.bottomSeparatorVisibility
      && lhs.topSeparatorInsets == rhs.topSeparatorInsets
      && lhs.bottomSeparatorInsets == rhs.bottomSeparatorInsets
      && lhs.color == rhs.color && lhs.multipleSelectionColor == rhs.multipleSelectionColor
      && lhs.visualEffect === rhs.visualEffect
  }
}

public typealias UIListSeparatorConfiguration = ListSeparatorConfiguration
