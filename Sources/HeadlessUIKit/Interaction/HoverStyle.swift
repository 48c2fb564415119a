import Foundation

/// How a view shows that the pointer is over it (UIKit's `UIHoverStyle`): kept by the view; there is no pointer
/// here, so nothing is drawn for it.
open class HoverStyle {
  /// The effect shown while hovered.
  open var effect: HoverEffect
  /// Whether the style shows at all.
  open var isEnabled = true

  /// A style with `effect`.
  public required init(effect: HoverEffect) {
    self.effect = effect
  }

  /// The system's choice of effect for the view.
  open class func automatic() -> Self { Self(effect: HoverAutomaticEffect.effect()) }
}

/// An effect a hover style shows (UIKit's `UIHoverEffect`).
public protocol HoverEffect {}

/// The system's choice of hover effect (UIKit's `UIHoverAutomaticEffect`).
public struct HoverAutomaticEffect: HoverEffect, Sendable {
  /// The effect.
  public static func effect() -> Self { Self() }
}

/// A highlight over the hovered view (UIKit's `UIHoverHighlightEffect`).
public struct HoverHighlightEffect: HoverEffect, Sendable {
  /// The effect.
  public static func effect() -> Self { Self() }
}

/// A lift of the hovered view (UIKit's `UIHoverLiftEffect`).
public struct HoverLiftEffect: HoverEffect, Sendable {
  /// The effect.
  public static func effect() -> Self { Self() }
}

public typealias UIHoverStyle = HoverStyle
public typealias UIHoverEffect = HoverEffect
public typealias UIHoverAutomaticEffect = HoverAutomaticEffect
public typealias UIHoverHighlightEffect = HoverHighlightEffect
public typealias UIHoverLiftEffect = HoverLiftEffect
