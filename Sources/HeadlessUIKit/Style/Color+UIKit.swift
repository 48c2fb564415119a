import Foundation
import Synchronization

/// Core Graphics' colour type: here the same value as `UIColor` (``Color``), so `layer.borderColor =
/// UIColor.red.cgColor` compiles and keeps the colour, dark variant included.
public typealias CGColor = Color

extension Color {
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
}

// Core Graphics' reading of a colour's components (`CGColor` is ``Color`` here): its light appearance in sRGB.
extension Color {
  /// The red, green, blue and alpha components, 0 to 1 (Core Graphics' `CGColor.components`).
  public var components: [CGFloat]? {
    [CGFloat(light.red), CGFloat(light.green), CGFloat(light.blue), CGFloat(light.alpha)]
  }
  /// How many components the colour has: four, red, green, blue and alpha.
  public var numberOfComponents: Int { 4 }
}
