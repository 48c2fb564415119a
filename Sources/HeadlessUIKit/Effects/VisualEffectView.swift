import Foundation

/// An effect a ``VisualEffectView`` applies to what is behind it (UIKit's `UIVisualEffect`).
open class VisualEffect {
  public init() {}
}

/// The vibrancy of content over a blur (UIKit's `UIVibrancyEffect`): a visual effect view with it draws its
/// content as it is, without the vibrancy (an approximation listed in docs/uikit-defaults.md).
open class UIVibrancyEffect: VisualEffect {
  /// The blur the content sits over.
  public let blurEffect: BlurEffect
  /// The vibrancy's strength (UIKit's `UIVibrancyEffectStyle`).
  public let style: UIVibrancyEffectStyle

  /// Vibrancy for content over `blurEffect`.
  @MainActor public init(blurEffect: BlurEffect) {
    self.blurEffect = blurEffect
    style = .label
  }

  /// Vibrancy of a strength for content over `blurEffect`.
  @MainActor public init(blurEffect: BlurEffect, style: UIVibrancyEffectStyle) {
    self.blurEffect = blurEffect
    self.style = style
  }
}

/// The strengths of vibrancy (UIKit's `UIVibrancyEffectStyle`, raw values in its order).
public enum UIVibrancyEffectStyle: Int, Sendable {
  case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill,
    separator
}

/// A blur of what is behind a view, with a material's tint (UIKit's `UIBlurEffect`).
///
/// Drawn as an honest approximation: what is behind the view is blurred with a Gaussian of ``blurRadius`` points
/// (standard deviation), then covered by the style's ``tint``. UIKit's materials also raise the saturation and mix
/// in noise, which is not attempted; their exact recipes are not published. Where nothing behind can be read back
/// (SVG and PDF output, or inside a translucent or masked ancestor), only the tint is drawn.
@preconcurrency @MainActor
public final class BlurEffect: VisualEffect {
  /// The material.
  public let style: Style

  /// A blur in a material.
  public init(style: Style) {
    self.style = style
  }

  /// UIKit's blur styles.
  public enum Style: Int, Sendable {
    case extraLight, light, dark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial,
      systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight,
      systemThickMaterialLight, systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark,
      systemThickMaterialDark, systemChromeMaterialDark
  }

  /// The blur's standard deviation in points (the same for every style here).
  public var blurRadius: CGFloat { 10 }

  /// The colour laid over the blur: white for light materials, black for dark ones, adaptive for the system
  /// materials, stronger the thicker the material (ultra thin 0.3 … chrome 0.8, an approximation).
  public var tint: Color {
    let thickness: [Double] = [0.3, 0.5, 0.65, 0.75, 0.8]
    let light = Color(white: 1, alpha: 0)
    let dark = Color(white: 0, alpha: 0)
    func strength(_ level: Int, _ base: Color) -> Color {
      base.withAlphaComponent(thickness[level])
    }
    switch style {
    case .extraLight: return Color(white: 0.97, alpha: 0.8)
    case .light: return strength(2, light)
    case .dark: return Color(white: 0.11, alpha: 0.73)
    case .regular: return Color(light: strength(2, light), dark: strength(2, dark))
    case .prominent: return Color(light: strength(3, light), dark: strength(3, dark))
    case .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial,
      .systemChromeMaterial:
      let level = style.rawValue - Style.systemUltraThinMaterial.rawValue
      return Color(light: strength(level, light), dark: strength(level, dark))
    case .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
      .systemThickMaterialLight, .systemChromeMaterialLight:
      return strength(style.rawValue - Style.systemUltraThinMaterialLight.rawValue, light)
    case .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
      .systemThickMaterialDark, .systemChromeMaterialDark:
      return strength(style.rawValue - Style.systemUltraThinMaterialDark.rawValue, dark)
    }
  }
}

/// A view that blurs what is behind it (UIKit's `UIVisualEffectView`); put subviews in ``contentView``.
@preconcurrency @MainActor
open class VisualEffectView: View {
  /// The effect; nil draws nothing of its own.
  open var effect: VisualEffect?
  /// Where subviews go: it fills the effect view.
  private let content = View()
  /// The view to add subviews to, over the effect.
  open var contentView: View { content }

  /// An effect view with an effect.
  public init(effect: VisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    configure()
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }
}

public typealias UIVisualEffect = VisualEffect
public typealias UIBlurEffect = BlurEffect
public typealias UIVisualEffectView = VisualEffectView
