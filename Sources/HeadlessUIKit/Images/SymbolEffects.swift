import Foundation

// The Symbols framework's effects, which UIKit's image views and bar button items take (iOS 17). Nothing animates
// headless: an effect's end state is all a render could show, and a discrete effect has none, so effects are
// accepted, their completions told they finished, and `setSymbolImage(_:contentTransition:)` shows the new image.

/// An animation of an SF Symbol (the Symbols framework's `SymbolEffect`).
public protocol SymbolEffect: Sendable {}
/// An effect that plays once (`DiscreteSymbolEffect`).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that lasts until removed (`IndefiniteSymbolEffect`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that shows or hides a symbol (`TransitionSymbolEffect`).
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect that replaces one symbol with another (`ContentTransitionSymbolEffect`).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// How an effect plays: how often and how fast (`SymbolEffectOptions`).
public struct SymbolEffectOptions: Hashable, Sendable {
  /// How many times the effect repeats; `nil` for the effect's own default.
  public let repeatCount: Int?
  /// How fast it plays, 1 for normal speed.
  public let speedFactor: Double

  init(repeatCount: Int? = nil, speedFactor: Double = 1) {
    self.repeatCount = repeatCount
    self.speedFactor = speedFactor
  }

  /// The effect's own timing.
  public static let `default` = SymbolEffectOptions()
  /// Repeating until removed.
  public static let repeating = SymbolEffectOptions(repeatCount: .max)
  /// Playing once.
  public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)
  /// Playing `count` times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions(repeatCount: count)
  }
  /// Playing at `speed` times normal speed.
  public static func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions(speedFactor: speed)
  }
  /// These options at another speed.
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions(repeatCount: repeatCount, speedFactor: speed)
  }
  /// These options repeated `count` times.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions(repeatCount: count, speedFactor: speedFactor)
  }
}

/// A bounce (`BounceSymbolEffect`).
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  public var up: BounceSymbolEffect { self }
  public var down: BounceSymbolEffect { self }
  public var byLayer: BounceSymbolEffect { self }
  public var wholeSymbol: BounceSymbolEffect { self }
}

/// A fade in and out (`PulseSymbolEffect`).
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  public var byLayer: PulseSymbolEffect { self }
  public var wholeSymbol: PulseSymbolEffect { self }
}

/// Layers lit in turn (`VariableColorSymbolEffect`).
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  public var iterative: VariableColorSymbolEffect { self }
  public var cumulative: VariableColorSymbolEffect { self }
  public var reversing: VariableColorSymbolEffect { self }
}

/// A change of scale (`ScaleSymbolEffect`).
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
  public var up: ScaleSymbolEffect { self }
  public var down: ScaleSymbolEffect { self }
}

/// A symbol appearing (`AppearSymbolEffect`).
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {}

/// A symbol disappearing (`DisappearSymbolEffect`).
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {}

/// One symbol replaced by another (`ReplaceSymbolEffect`).
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
  public var downUp: ReplaceSymbolEffect { self }
  public var upUp: ReplaceSymbolEffect { self }
  public var offUp: ReplaceSymbolEffect { self }
}

/// A wiggle (`WiggleSymbolEffect`, iOS 18).
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {}

/// A rotation (`RotateSymbolEffect`, iOS 18).
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {}

/// A slow pulse (`BreatheSymbolEffect`, iOS 18).
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {}

extension SymbolEffect where Self == BounceSymbolEffect {
  public static var bounce: BounceSymbolEffect { .init() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
  public static var pulse: PulseSymbolEffect { .init() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
  public static var variableColor: VariableColorSymbolEffect { .init() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
  public static var scale: ScaleSymbolEffect { .init() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
  public static var appear: AppearSymbolEffect { .init() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
  public static var disappear: DisappearSymbolEffect { .init() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
  public static var replace: ReplaceSymbolEffect { .init() }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
  public static var wiggle: WiggleSymbolEffect { .init() }
}
extension SymbolEffect where Self == RotateSymbolEffect {
  public static var rotate: RotateSymbolEffect { .init() }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
  public static var breathe: BreatheSymbolEffect { .init() }
}

/// What an effect's completion is told (UIKit's `UISymbolEffectCompletionContext`).
public final class SymbolEffectCompletionContext {
  /// Whether the effect ran to its end (always, headless).
  public let isFinished: Bool
  /// The view or item the effect ran on.
  public private(set) weak var sender: AnyObject?
  /// The effect.
  public let effect: any SymbolEffect

  init(isFinished: Bool, sender: AnyObject?, effect: any SymbolEffect) {
    self.isFinished = isFinished
    self.sender = sender
    self.effect = effect
  }
}

/// What runs when an effect ends (UIKit's `UISymbolEffectCompletion`).
public typealias UISymbolEffectCompletion = (SymbolEffectCompletionContext) -> Void
public typealias UISymbolEffectCompletionContext = SymbolEffectCompletionContext
