import Foundation

extension LayoutConstraint {
  /// How ``constraints(withVisualFormat:options:metrics:views:)`` aligns the views it lays out and which way
  /// horizontal formats read (UIKit's `NSLayoutConstraint.FormatOptions`, with its raw values).
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

    /// Horizontal formats read from leading to trailing (the default).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// Horizontal formats read from left to right, whatever the layout direction.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Horizontal formats read from right to left, whatever the layout direction.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

    /// The reading direction these options choose.
    var direction: FormatOptions { intersection(.directionMask) }

    /// The attributes the `alignAll…` options name, in UIKit's raw-value order.
    var alignmentAttributes: [LayoutAttribute] {
      LayoutAttribute.allCases.filter { attribute in
        attribute.rawValue > 0 && attribute.rawValue < 16
          && contains(FormatOptions(rawValue: 1 << UInt(attribute.rawValue)))
      }.sorted { $0.rawValue < $1.rawValue }
    }
  }

  /// The constraints a visual format string describes (UIKit's visual format language), inactive.
  ///
  /// ```swift
  /// let constraints = NSLayoutConstraint.constraints(
  ///   withVisualFormat: "H:|-[name]-8-[field(>=120)]-|", options: .alignAllCenterY,
  ///   metrics: nil, views: ["name": name, "field": field])
  /// NSLayoutConstraint.activate(constraints)
  /// ```
  ///
  /// UIKit raises an exception for a format it cannot use; here the error is reported as a diagnostic in UIKit's
  /// words, with a caret under the column at fault, and the result is empty. ``visualFormatConstraints(_:options:metrics:views:)``
  /// throws the error instead.
  public static func constraints(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any], file: String = #fileID, line: Int = #line
  ) -> [LayoutConstraint] {
    visualFormatConstraintsReporting(
      format, options: options, metrics: metrics, views: views, file: file, line: line)
  }

  /// The constraints of a visual format, or none with the error reported at `file`:`line`.
  static func visualFormatConstraintsReporting(
    _ format: String, options: FormatOptions, metrics: [String: Any]?, views: [String: Any],
    file: String, line: Int
  ) -> [LayoutConstraint] {
    do {
      return try visualFormatConstraints(format, options: options, metrics: metrics, views: views)
    } catch {
      Diagnostics.report(Diagnostic(.error, error.description, file: file, line: line))
      return []
    }
  }

  /// The constraints a visual format string describes, or the error with the column at fault.
  ///
  /// - Throws: ``VisualFormatError`` for a string outside the grammar, a name missing from `views` or `metrics`,
  ///   a `|` where the views have no superview, an invalid priority, or alignment options along the format's
  ///   own axis.
  public static func visualFormatConstraints(
    _ format: String, options: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    let syntax = try VisualFormatParser.parse(format)
    return try VisualFormatBuilder(
      syntax: syntax, format: format, options: options, metrics: metrics ?? [:], views: views
    ).constraints()
  }
}
