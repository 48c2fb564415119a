import Foundation

/// Core Foundation's array, as Core Graphics calls take colours (`[a, b] as CFArray`): here a Swift array.
public typealias CFArray = [Any]

/// A colour space (Core Graphics' `CGColorSpace`): every colour here is sRGB, so it only marks intent.
public final class CGColorSpace: Sendable {
  /// The sRGB space's name.
  public static let sRGB = "kCGColorSpaceSRGB"
  /// The extended sRGB space's name (drawn as sRGB here).
  public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
  /// The Display P3 space's name (drawn as sRGB here).
  public static let displayP3 = "kCGColorSpaceDisplayP3"

  /// A space by name; colours are drawn in sRGB whatever the name.
  public init?(name: String) {}

  init() {}
}

/// The device RGB colour space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

/// A colour gradient (Core Graphics' `CGGradient`): colours at locations from 0 to 1.
public final class CGGradient {
  /// The colours and where they sit, in order of location.
  package let stops: [(location: CGFloat, color: Color)]

  /// A gradient from `CGColor`s; nil `locations` spreads them evenly from 0 to 1.
  ///
  /// Returns nil when `colors` holds something other than colours, or fewer than one.
  public init?(colorsSpace: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
    let colours = colors.compactMap { $0 as? Color }
    guard !colours.isEmpty, colours.count == colors.count else { return nil }
    stops = CGGradient.stops(colours, locations: locations)
  }

  /// A gradient from RGBA components, four per colour, `count` colours.
  public init?(
    colorSpace: CGColorSpace, colorComponents: UnsafePointer<CGFloat>,
    locations: UnsafePointer<CGFloat>?, count: Int
  ) {
    guard count > 0 else { return nil }
    let colours = (0..<count).map { index in
      Color(
        red: colorComponents[index * 4], green: colorComponents[index * 4 + 1],
        blue: colorComponents[index * 4 + 2], alpha: colorComponents[index * 4 + 3])
    }
    stops = CGGradient.stops(colours, locations: locations)
  }

  /// Pairs colours with their locations (given, or evenly spread), clamped to 0...1.
  private static func stops(_ colours: [Color], locations: UnsafePointer<CGFloat>?) -> [(
    location: CGFloat, color: Color
  )] {
    colours.enumerated().map { index, colour in
      let location =
        locations.map { $0[index] }
        ?? (colours.count == 1 ? 0 : CGFloat(index) / CGFloat(colours.count - 1))
      return (min(max(location, 0), 1), colour)
    }
  }
}

/// Whether a gradient also paints beyond its first and last locations (Core Graphics'
/// `CGGradientDrawingOptions`).
public struct CGGradientDrawingOptions: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Extends the first colour before the start.
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
  /// Extends the last colour past the end.
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

/// Core Foundation's dictionary, as Core Graphics' options take one (`[key: value] as CFDictionary`).
public typealias CFDictionary = [AnyHashable: Any]
/// Core Foundation's time interval: seconds.
public typealias CFTimeInterval = TimeInterval
/// Any Core Foundation object (Core Foundation's `CFTypeRef`): an object here.
public typealias CFTypeRef = AnyObject
