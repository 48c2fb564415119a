import Foundation
import Layout
import Synchronization

/// Core Graphics' colour type: here the same value as `UIColor` (``Color``), so `layer.borderColor =
/// UIColor.red.cgColor` compiles and keeps the colour, dark variant included.
public typealias CGColor = Color

extension Color {
  // UIKit's classic colour constants, with the component values UIColor's documentation gives.
  public static let darkGray = Color(white: 1.0 / 3.0)
  public static let lightGray = Color(white: 2.0 / 3.0)
  public static let cyan = Color(red: 0, green: 1, blue: 1)
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  public static let magenta = Color(red: 1, green: 0, blue: 1)
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)

  /// A colour from hue, saturation and brightness, each 0...1 (the HSB model UIKit uses).
  public convenience init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
    let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
    let s = min(max(saturation, 0), 1)
    let v = min(max(brightness, 0), 1)
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
    let (r, g, b): (Double, Double, Double)
    switch sector {
    case 0: (r, g, b) = (v, t, p)
    case 1: (r, g, b) = (q, v, p)
    case 2: (r, g, b) = (p, v, t)
    case 3: (r, g, b) = (p, q, v)
    case 4: (r, g, b) = (t, p, v)
    default: (r, g, b) = (v, p, q)
    }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// A colour whose value depends on the appearance (UIKit's `UIColor(dynamicProvider:)`): the closure is asked
  /// once for the light and once for the dark trait collection.
  public convenience init(dynamicProvider: (TraitCollection) -> Color) {
    self.init(
      light: dynamicProvider(TraitCollection(userInterfaceStyle: .light)),
      dark: dynamicProvider(TraitCollection(userInterfaceStyle: .dark)))
  }

  /// The colour for a trait collection's appearance.
  public func resolvedColor(with traits: TraitCollection) -> Color {
    resolved(for: traits.userInterfaceStyle == .dark ? .dark : .light)
  }

  /// Core Graphics' view of the colour: the same value.
  public var cgColor: CGColor { self }

  /// The colours ``init(named:)`` finds, as an asset catalog would hold them.
  private static let named = Mutex<[String: Color]>([:])

  /// Makes `color` available to ``init(named:)`` (an app's asset-catalog colour).
  public static func register(_ color: Color, named name: String) {
    named.withLock { $0[name] = color }
  }

  /// A colour registered under `name` with ``register(_:named:)``, else the colour set `name` of the main bundle's
  /// asset catalogs (docs/asset-catalogs.md), with its light and dark variants; `nil` when there is none, as in
  /// UIKit.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The colour set `name` of `bundle`'s asset catalogs (the main bundle's when `nil`), or a colour registered
  /// under `name`; `nil` when there is none.
  ///
  /// - Parameters:
  ///   - name: The set's name, with the namespaces of its folders (`Brand/Accent`).
  ///   - bundle: The bundle whose catalogs are searched (a package target's `Bundle.module`).
  ///   - traitCollection: Accepted as UIKit does; the colour keeps both its variants and resolves when drawn.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?
  ) {
    guard
      let color = Self.named.withLock({ $0[name] }) ?? AssetCatalogs.color(named: name, in: bundle)
    else { return nil }
    self.init(components: color.light, dark: color.dark)
  }

  /// The components in the light appearance, as `getRed(_:green:blue:alpha:)` gives them.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = CGFloat(self.red)
    green?.pointee = CGFloat(self.green)
    blue?.pointee = CGFloat(self.blue)
    alpha?.pointee = CGFloat(self.alpha)
    return true
  }
}
