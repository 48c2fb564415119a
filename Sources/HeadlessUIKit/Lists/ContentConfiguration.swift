import Foundation

/// What a cell or view shows, as a value that makes its own view (UIKit's `UIContentConfiguration`).
public protocol ContentConfiguration {
  /// A new view that shows this configuration.
  func makeContentView() -> View & ContentView
  /// This configuration as it looks in `state` (selected, highlighted …).
  func updated(for state: ConfigurationState) -> Self
}

/// A view made by a ``ContentConfiguration`` (UIKit's `UIContentView`).
@preconcurrency @MainActor
public protocol ContentView: AnyObject {
  /// What the view shows; setting it updates the view.
  var configuration: ContentConfiguration { get set }
  /// Whether the view can show `configuration` without being made again.
  func supports(_ configuration: ContentConfiguration) -> Bool
}

extension ContentView {
  public func supports(_ configuration: ContentConfiguration) -> Bool { true }
}

public typealias UIContentConfiguration = ContentConfiguration
public typealias UIContentView = ContentView
