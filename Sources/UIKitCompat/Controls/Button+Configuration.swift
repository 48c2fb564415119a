import Foundation
import Layout
import Typesetting

extension Button {
  /// The iOS 15 description of a button's look (UIKit's `UIButton.Configuration`).
  ///
  /// The four standard looks differ only in colours: `.filled()` a tinted background and white title, `.tinted()`
  /// a tinted background at low opacity and a tinted title, `.gray()` a grey fill and a tinted title, `.plain()`
  /// no background and a tinted title. All title in the 17-point body font inside the medium size's insets.
  public struct Configuration: Equatable, Sendable {
    /// The standard looks.
    public enum Look: Hashable, Sendable {
      case plain, tinted, gray, filled, bordered, borderedTinted, borderedProminent, borderless
    }

    /// How the background's corners are rounded (UIKit's `UIButton.Configuration.CornerStyle`).
    public enum CornerStyle: Hashable, Sendable {
      case fixed, dynamic, small, medium, large, capsule
    }

    /// The size class that sets the insets (UIKit's `UIButton.Configuration.Size`).
    public enum Size: Hashable, Sendable {
      case mini, small, medium, large
    }

    /// Where the image stands relative to the title.
    public enum ImagePlacement: Hashable, Sendable {
      case leading, trailing, top, bottom
    }

    /// The background's colour and corner radius (UIKit's `UIBackgroundConfiguration`, the parts buttons use).
    public struct Background: Equatable, Sendable {
      public var backgroundColor: Color?
      public var cornerRadius: CGFloat = 0
      public var strokeColor: Color?
      public var strokeWidth: CGFloat = 0
      public init() {}
    }

    public let look: Look
    public var title: String?
    public var subtitle: String?
    public var image: Image?
    /// The title and image colour; the look's default when `nil`.
    public var baseForegroundColor: Color?
    /// The background colour; the look's default when `nil`.
    public var baseBackgroundColor: Color?
    public var background = Background()
    public var cornerStyle: CornerStyle = .dynamic
    public var buttonSize: Size = .medium
    public var imagePlacement: ImagePlacement = .leading
    /// Space between the image and the title.
    public var imagePadding: CGFloat = 0
    public var titleAlignment: TextAlignment = .center
    /// Space around the content; the medium size's insets by default.
    public var contentInsets: DirectionalEdgeInsets

    init(look: Look) {
      self.look = look
      // The medium size's content insets as UIKit lays them out: 7 points above and below, 12 at the sides
      // (UIButton.Configuration, Size.medium).
      contentInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    }

    public static func plain() -> Configuration { Configuration(look: .plain) }
    public static func tinted() -> Configuration { Configuration(look: .tinted) }
    public static func gray() -> Configuration { Configuration(look: .gray) }
    public static func filled() -> Configuration { Configuration(look: .filled) }
    public static func bordered() -> Configuration { Configuration(look: .bordered) }
    public static func borderedTinted() -> Configuration { Configuration(look: .borderedTinted) }
    public static func borderedProminent() -> Configuration {
      Configuration(look: .borderedProminent)
    }
    public static func borderless() -> Configuration { Configuration(look: .borderless) }

    /// The title font: 17-point body text for the medium and large sizes, 15 for small, 12 for mini.
    var titleFont: Font {
      switch buttonSize {
      case .mini: .systemFont(ofSize: 12)
      case .small: .systemFont(ofSize: 15)
      case .medium, .large: .systemFont(ofSize: 17)
      }
    }

    /// The title colour for a tint.
    func resolvedForegroundColor(tint: Color) -> Color {
      if let baseForegroundColor { return baseForegroundColor }
      switch look {
      case .filled, .borderedProminent: return .white
      default: return tint
      }
    }

    /// The background colour for a tint, or `nil` for none.
    func resolvedBackgroundColor(tint: Color) -> Color? {
      if let color = background.backgroundColor { return color }
      if let baseBackgroundColor { return baseBackgroundColor }
      switch look {
      case .filled, .borderedProminent: return tint
      case .tinted, .borderedTinted: return tint.withAlphaComponent(tint.alpha * 0.15)
      case .gray, .bordered: return .systemGray5
      case .plain, .borderless: return nil
      }
    }

    /// The corner radius of the background for a button `height` points high.
    func cornerRadius(height: CGFloat) -> CGFloat {
      switch cornerStyle {
      case .fixed: background.cornerRadius
      case .small: 4
      case .dynamic, .medium: 8
      case .large: 12
      case .capsule: height / 2
      }
    }
  }
}
