import Foundation

// Symbol effects on image views and bar button items: accepted, finished at once (see SymbolEffects.swift).

extension ImageView {
  public func addSymbolEffect(
    _ effect: some IndefiniteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
    animated: Bool = true, completion: UISymbolEffectCompletion? = nil
  ) { finish(effect, completion) }

  public func addSymbolEffect(
    _ effect: some DiscreteSymbolEffect & IndefiniteSymbolEffect & SymbolEffect,
    options: SymbolEffectOptions = .default, animated: Bool = true,
    completion: UISymbolEffectCompletion? = nil
  ) { finish(effect, completion) }

  public func addSymbolEffect(
    _ effect: some DiscreteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
    animated: Bool = true, completion: UISymbolEffectCompletion? = nil
  ) { finish(effect, completion) }

  /// Shows `image` (the transition itself does not play headless).
  public func setSymbolImage(
    _ image: Image, contentTransition: some ContentTransitionSymbolEffect & SymbolEffect,
    options: SymbolEffectOptions = .default, completion: UISymbolEffectCompletion? = nil
  ) {
    self.image = image
    finish(contentTransition, completion)
  }

  public func removeSymbolEffect(
    ofType effect: some IndefiniteSymbolEffect & SymbolEffect,
    options: SymbolEffectOptions = .default,
    animated: Bool = true, completion: UISymbolEffectCompletion? = nil
  ) { finish(effect, completion) }

  public func removeSymbolEffect(
    ofType effect: some DiscreteSymbolEffect & IndefiniteSymbolEffect & SymbolEffect,
    options: SymbolEffectOptions = .default, animated: Bool = true,
    completion: UISymbolEffectCompletion? = nil
  ) { finish(effect, completion) }

  public func removeSymbolEffect(
    ofType effect: some DiscreteSymbolEffect & SymbolEffect,
    options: SymbolEffectOptions = .default,
    animated: Bool = true, completion: UISymbolEffectCompletion? = nil
  ) { finish(effect, completion) }

  public func removeAllSymbolEffects(options: SymbolEffectOptions = .default, animated: Bool = true)
  {}

  private func finish(_ effect: any SymbolEffect, _ completion: UISymbolEffectCompletion?) {
    completion?(SymbolEffectCompletionContext(isFinished: true, sender: self, effect: effect))
  }
}

extension BarButtonItem {
  public func addSymbolEffect(
    _ effect: some DiscreteSymbolEffect & IndefiniteSymbolEffect & SymbolEffect,
    options: SymbolEffectOptions = .default, animated: Bool = true
  ) {}

  public func addSymbolEffect(
    _ effect: some IndefiniteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
    animated: Bool = true
  ) {}

  public func removeSymbolEffect(
    ofType effect: some DiscreteSymbolEffect & SymbolEffect,
    options: SymbolEffectOptions = .default,
    animated: Bool = true
  ) {}

  public func removeSymbolEffect(
    ofType effect: some IndefiniteSymbolEffect & SymbolEffect,
    options: SymbolEffectOptions = .default,
    animated: Bool = true
  ) {}

  public func removeAllSymbolEffects(options: SymbolEffectOptions = .default, animated: Bool = true)
  {}

  /// Shows `image` (the transition does not play headless).
  public func setSymbolImage(
    _ image: Image, contentTransition: some ContentTransitionSymbolEffect & SymbolEffect,
    options: SymbolEffectOptions = .default
  ) { self.image = image }
}
