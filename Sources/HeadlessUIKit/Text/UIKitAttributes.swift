import Foundation

extension AttributeScopes {
  /// UIKit's attributes of an `AttributedString` (UIKit's `AttributeScopes.UIKitAttributes`):
  /// `container.font = .preferredFont(forTextStyle: .headline)`, `container.foregroundColor = .systemRed`, as a
  /// button configuration's title attributes and transformers use them.
  public struct UIKitAttributes: AttributeScope {
    /// The text's font.
    public let font: FontAttribute
    /// The text's colour.
    public let foregroundColor: ForegroundColorAttribute
    /// The colour behind the text.
    public let backgroundColor: BackgroundColorAttribute
    /// Extra space after each character, in points.
    public let kern: KernAttribute
    /// How far the text is raised from the baseline, in points.
    public let baselineOffset: BaselineOffsetAttribute
    /// Foundation's own attributes, which UIKit's scope includes.
    public let foundation: AttributeScopes.FoundationAttributes

    /// The font attribute (`NSAttributedString.Key.font`).
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = Font
      public static let name = NSAttributedString.Key.font.rawValue
    }

    /// The text colour attribute (`NSAttributedString.Key.foregroundColor`).
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = NSAttributedString.Key.foregroundColor.rawValue
    }

    /// The background colour attribute (`NSAttributedString.Key.backgroundColor`).
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = NSAttributedString.Key.backgroundColor.rawValue
    }

    /// The kerning attribute (`NSAttributedString.Key.kern`).
    public enum KernAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = NSAttributedString.Key.kern.rawValue
    }

    /// The baseline offset attribute (`NSAttributedString.Key.baselineOffset`).
    public enum BaselineOffsetAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = NSAttributedString.Key.baselineOffset.rawValue
    }
  }

  /// UIKit's attributes.
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
  /// UIKit's attributes by name on an `AttributedString` or `AttributeContainer` (`container.font`).
  public subscript<Attribute: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, Attribute>
  ) -> Attribute {
    self[Attribute.self]
  }
}
