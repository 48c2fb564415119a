import Foundation

extension FontDescriptor {
  /// Traits a descriptor can ask for (UIKit's `UIFontDescriptor.SymbolicTraits`), with the raw values of UIKit's
  /// header (`UIFontDescriptorSymbolicTraits` in UIFontDescriptor.h): style bits low, the font class in the top
  /// four bits.
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static var traitItalic: SymbolicTraits { SymbolicTraits(rawValue: 1 << 0) }
    public static var traitBold: SymbolicTraits { SymbolicTraits(rawValue: 1 << 1) }
    public static var traitExpanded: SymbolicTraits { SymbolicTraits(rawValue: 1 << 5) }
    public static var traitCondensed: SymbolicTraits { SymbolicTraits(rawValue: 1 << 6) }
    public static var traitMonoSpace: SymbolicTraits { SymbolicTraits(rawValue: 1 << 10) }
    public static var traitVertical: SymbolicTraits { SymbolicTraits(rawValue: 1 << 11) }
    public static var traitUIOptimized: SymbolicTraits { SymbolicTraits(rawValue: 1 << 12) }
    public static var traitTightLeading: SymbolicTraits { SymbolicTraits(rawValue: 1 << 15) }
    public static var traitLooseLeading: SymbolicTraits { SymbolicTraits(rawValue: 1 << 16) }
    public static var classMask: SymbolicTraits { SymbolicTraits(rawValue: 0xF000_0000) }
    public static var classUnknown: SymbolicTraits { SymbolicTraits(rawValue: 0) }
    public static var classOldStyleSerifs: SymbolicTraits { fontClass(1) }
    public static var classTransitionalSerifs: SymbolicTraits { fontClass(2) }
    public static var classModernSerifs: SymbolicTraits { fontClass(3) }
    public static var classClarendonSerifs: SymbolicTraits { fontClass(4) }
    public static var classSlabSerifs: SymbolicTraits { fontClass(5) }
    public static var classFreeformSerifs: SymbolicTraits { fontClass(7) }
    public static var classSansSerif: SymbolicTraits { fontClass(8) }
    public static var classOrnamentals: SymbolicTraits { fontClass(9) }
    public static var classScripts: SymbolicTraits { fontClass(10) }
    public static var classSymbolic: SymbolicTraits { fontClass(12) }

    private static func fontClass(_ number: UInt32) -> SymbolicTraits {
      SymbolicTraits(rawValue: number << 28)
    }
  }

  /// The keys of a descriptor's attribute dictionary (UIKit's `UIFontDescriptor.AttributeName`), with UIKit's raw
  /// values.
  public struct AttributeName: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let family = AttributeName("NSFontFamilyAttribute")
    public static let name = AttributeName("NSFontNameAttribute")
    public static let face = AttributeName("NSFontFaceAttribute")
    public static let size = AttributeName("NSFontSizeAttribute")
    public static let visibleName = AttributeName("NSFontVisibleNameAttribute")
    public static let matrix = AttributeName("NSFontMatrixAttribute")
    public static let characterSet = AttributeName("NSCTFontCharacterSetAttribute")
    public static let cascadeList = AttributeName("NSCTFontCascadeListAttribute")
    public static let traits = AttributeName("NSCTFontTraitsAttribute")
    public static let fixedAdvance = AttributeName("NSCTFontFixedAdvanceAttribute")
    public static let featureSettings = AttributeName("NSCTFontFeatureSettingsAttribute")
    public static let textStyle = AttributeName("NSCTFontUIUsageAttribute")
  }

  /// The keys of the traits dictionary (UIKit's `UIFontDescriptor.TraitKey`).
  public struct TraitKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let symbolic = TraitKey("NSCTFontSymbolicTrait")
    public static let weight = TraitKey("NSCTFontWeightTrait")
    public static let width = TraitKey("NSCTFontProportionTrait")
    public static let slant = TraitKey("NSCTFontSlantTrait")
  }

  /// The keys of a font feature setting (UIKit's `UIFontDescriptor.FeatureKey`).
  public struct FeatureKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let type = FeatureKey("CTFeatureTypeIdentifier")
    public static let selector = FeatureKey("CTFeatureSelectorIdentifier")
  }

  /// The designs of the system font (UIKit's `UIFontDescriptor.SystemDesign`).
  public struct SystemDesign: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let `default` = SystemDesign("NSCTFontUIFontDesignDefault")
    public static let rounded = SystemDesign("NSCTFontUIFontDesignRounded")
    public static let serif = SystemDesign("NSCTFontUIFontDesignSerif")
    public static let monospaced = SystemDesign("NSCTFontUIFontDesignMonospaced")
  }
}
