import Foundation

/// Something with traits that tells when they change (UIKit's `UITraitEnvironment`).
///
/// Views, view controllers and screens are. Code extends it to ask one question of any of them (`var isDark:
/// Bool`).
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
  /// The traits in force.
  var traitCollection: TraitCollection { get }
  /// Called when the traits changed.
  func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?)
}

extension View: UITraitEnvironment {}
extension ViewController: UITraitEnvironment {}
extension Screen: UITraitEnvironment {}
