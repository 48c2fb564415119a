import Foundation
import HeadlessUIKit
import Render
import RenderCore

extension Scene {
  /// The scene's defects in each variant: it is shown in the variant's appearance, direction, device (at the
  /// variant's width, when it has one) and pseudo-locale, laid out and inspected, then put back as it was. (The content size is the one the scene was
  /// built with: fonts are chosen while a scene is built.)
  ///
  /// - Parameters:
  ///   - variants: The combinations to inspect; the device is a preset's name or `scene`.
  ///   - shown: Called with each variant's index while the scene is shown in it, after it is inspected (to draw
  ///     it, say).
  /// - Returns: Each variant with its findings, in the order given.
  public func lint(_ variants: [LintVariant], whileShown shown: ((Int) -> Void)? = nil)
    -> [(variant: LintVariant, findings: [LayoutFinding])]
  {
    let original = (
      size: size, scale: scale, safeArea: root.additionalSafeAreaInsets, appearance: appearance,
      direction: root.semanticLayoutDirection
    )
    defer {
      resize(to: original.size, safeAreaInsets: original.safeArea)
      rescale(to: original.scale)
      appearance = original.appearance
      root.semanticLayoutDirection = original.direction
      root.layoutIfNeeded()
    }
    return variants.enumerated().map { index, variant in
      let device = Device.named(variant.device)
      var canvas = device?.size ?? original.size
      // A width sweep's point: the same height, the width given (the root's edit variables change, nothing else).
      if let width = variant.width { canvas.width = CGFloat(width) }
      resize(to: canvas, safeAreaInsets: device?.safeAreaInsets ?? original.safeArea)
      appearance = variant.appearance == "dark" ? .dark : .light
      root.semanticLayoutDirection = variant.direction == "rtl" ? .rightToLeft : original.direction
      let restoreText = (PseudoLocale(rawValue: variant.locale) ?? .none).localize(root)
      defer { restoreText() }
      let (_, _) = Diagnostics.collect { root.layoutIfNeeded() }
      let findings = LayoutInspector.findings(
        in: root, canvas: CGRect(origin: .zero, size: size), appearance: appearance,
        background: backgroundColor)
      shown?(index)
      return (variant, findings)
    }
  }
}
