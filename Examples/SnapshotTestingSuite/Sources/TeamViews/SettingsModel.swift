/// The settings screen's rows, kept in a view model isolated to the main actor as Swift 6 code keeps it.
@MainActor
public final class SettingsModel {
  /// Each row's title and current value, in order.
  public private(set) var rows: [(title: String, value: String)] = [
    ("Account", "Ada Lovelace"), ("Notifications", "On"), ("Appearance", "Automatic"), ("Language", "English"),
  ]

  public init() {}
}
