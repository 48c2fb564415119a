/// A defect the layout lint found in a laid-out scene: what kind, which view, and where the code made it.
public struct LayoutFinding: Codable, Sendable, Equatable, Hashable {
  /// The kinds of defect, as `--json` names them.
  public enum Kind: String, Codable, Sendable, CaseIterable {
    /// Text ellipsised, or larger than its frame where its line limit allows no more.
    case truncated
    /// A view drawn outside an ancestor that clips it, or outside the screen.
    case clipped
    /// Sibling text or controls covering each other.
    case overlap
    /// A view outside its superview's bounds.
    case outOfBounds
    /// Views whose position or size the constraints do not determine.
    case ambiguous
    /// Required constraints that could not all hold.
    case unsatisfiable
    /// An enabled control, or a view with a gesture, smaller than 44 × 44 points.
    case smallTapTarget
    /// Text below 4.5:1 against what is drawn behind it (3:1 for large text).
    case lowContrast
    /// An image-only button, or an image view marked as an accessibility element, without a label.
    case missingAccessibilityLabel
  }

  public var kind: Kind
  /// The view's `accessibilityIdentifier` when set, else its path in the tree (`root.0.2`).
  public var view: String
  public var message: String
  /// The scene file's line that made the view or constraint, when known.
  public var line: Int?
  /// Where the view is on the canvas, `[x, y, width, height]` in points, when the finding is about one view.
  public var rect: [Double]?

  public init(kind: Kind, view: String, rect: [Double]? = nil, message: String, line: Int? = nil) {
    self.kind = kind
    self.view = view
    self.message = message
    self.line = line
    self.rect = rect
  }
}

/// One combination of the lint matrix: how a scene is shown when it is inspected.
public struct LintVariant: Codable, Sendable, Hashable, CustomStringConvertible {
  /// `light` or `dark`.
  public var appearance: String
  /// A content size category's short name (`xs` … `ax5`).
  public var contentSize: String
  /// `ltr` or `rtl`.
  public var direction: String
  /// A device preset's name, or `scene` for the scene's own canvas.
  public var device: String
  /// `none`, `accented` or `expanded`.
  public var locale: String
  /// The canvas width in points, when a width sweep sets it (`--sweep-width`); `nil` keeps the device's.
  public var width: Double?

  public init(
    appearance: String, contentSize: String, direction: String, device: String, locale: String,
    width: Double? = nil
  ) {
    self.appearance = appearance
    self.contentSize = contentSize
    self.direction = direction
    self.device = device
    self.locale = locale
    self.width = width
  }

  public var description: String {
    ([appearance, contentSize, direction, device, locale]
      + (width.map { ["\(Self.points($0)) pt"] } ?? []))
      .joined(separator: " ")
  }

  /// A width as the command prints it: whole points without a decimal.
  public static func points(_ width: Double) -> String {
    width == width.rounded() ? String(Int(width)) : String(width)
  }
}
