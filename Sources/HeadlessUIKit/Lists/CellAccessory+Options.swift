import Foundation

/// The options a standard accessory takes: whether it is hidden, the width it reserves, its tint, and for the
/// editing controls their background (stored, except `isHidden`).
public struct CellAccessoryOptions<Kind>: Sendable {
  public var isHidden: Bool?
  public var reservedLayoutWidth: CellAccessory.LayoutDimension?
  public var tintColor: Color?
  public var backgroundColor: Color?

  public init(
    isHidden: Bool? = nil, reservedLayoutWidth: CellAccessory.LayoutDimension? = nil,
    tintColor: Color? = nil,
    backgroundColor: Color? = nil
  ) {
    self.isHidden = isHidden
    self.reservedLayoutWidth = reservedLayoutWidth
    self.tintColor = tintColor
    self.backgroundColor = backgroundColor
  }
}

/// The accessories whose options are ``CellAccessoryOptions``, as types that keep each one's options apart.
public enum StandardCellAccessory {
  public enum DisclosureIndicator {}
  public enum Detail {}
  public enum Checkmark {}
  public enum Delete {}
  public enum Insert {}
  public enum Multiselect {}
  public enum PopUpMenu {}
}

extension CellAccessory {
  public typealias DisclosureIndicatorOptions = CellAccessoryOptions<
    StandardCellAccessory.DisclosureIndicator
  >
  public typealias DetailOptions = CellAccessoryOptions<StandardCellAccessory.Detail>
  public typealias CheckmarkOptions = CellAccessoryOptions<StandardCellAccessory.Checkmark>
  public typealias DeleteOptions = CellAccessoryOptions<StandardCellAccessory.Delete>
  public typealias InsertOptions = CellAccessoryOptions<StandardCellAccessory.Insert>
  public typealias MultiselectOptions = CellAccessoryOptions<StandardCellAccessory.Multiselect>
  public typealias PopUpMenuOptions = CellAccessoryOptions<StandardCellAccessory.PopUpMenu>

  /// A reorder control's options (UIKit's `UICellAccessory.ReorderOptions`).
  public struct ReorderOptions: Sendable {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: Color?
    /// Whether a hairline separates the control from the content (true by default).
    public var showsVerticalSeparator: Bool

    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil,
      showsVerticalSeparator: Bool = true
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.showsVerticalSeparator = showsVerticalSeparator
    }
  }

  /// An outline disclosure's options (UIKit's `UICellAccessory.OutlineDisclosureOptions`).
  public struct OutlineDisclosureOptions: Sendable {
    /// How the control looks: as in a header (a chevron that turns) or in a cell.
    public enum Style: Sendable {
      case automatic, header, cell
    }

    public var style: Style
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: Color?

    public init(
      style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: Color? = nil
    ) {
      self.style = style
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }

  /// A label accessory's options (UIKit's `UICellAccessory.LabelOptions`).
  // Unchecked: `LayoutDimension` is an immutable open class (UIKit's `NSCollectionLayoutDimension`), which the
  // compiler cannot check; the other properties are Sendable.
  public struct LabelOptions: @unchecked Sendable {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: Color?
    /// The label's font; `nil` for the body style.
    public var font: Font?
    public var adjustsFontForContentSizeCategory: Bool

    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil,
      font: Font? = nil, adjustsFontForContentSizeCategory: Bool = true
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.font = font
      self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
    }
  }

  /// A custom accessory's view and where it shows (UIKit's `UICellAccessory.CustomViewConfiguration`).
  public struct CustomViewConfiguration {
    public var customView: View
    public var placement: Placement
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension
    public var tintColor: Color?
    public var maintainsFixedSize: Bool

    public init(
      customView: View, placement: Placement, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension = .standard,
      tintColor: Color? = nil, maintainsFixedSize: Bool = false
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize
    }

    /// When the view shows: as its placement says.
    var displayed: DisplayedState {
      switch placement {
      case .leading(let displayed, _), .trailing(let displayed, _): displayed
      }
    }
  }
}
