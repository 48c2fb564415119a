import Foundation

/// A view at a list cell's trailing (or leading) end (UIKit's `UICellAccessory`): the standard marks, a text
/// label, or a view of your own.
///
/// The disclosure indicator, checkmark, detail button, outline disclosure (a chevron), pop-up menu (a chevron) and
/// label are drawn; the editing controls (delete, insert, reorder, multiselect) show only while editing, which a
/// headless list never is. Options' `isHidden` hides an accessory; their tints, widths and colours are stored.
public struct CellAccessory {
  /// When an accessory shows.
  public enum DisplayedState: Int, Sendable {
    case always = 0, whenEditing, whenNotEditing
  }

  /// The width an accessory reserves.
  public enum LayoutDimension: Sendable, Equatable {
    /// Its own width.
    case actual
    /// The system's width for its kind.
    case standard
    /// A width in points.
    case custom(CGFloat)
  }

  /// Which side a custom view sits on, and where among the other accessories.
  public enum Placement {
    /// Where among the accessories on its side a custom view goes, given them: the index.
    public typealias Position = ([CellAccessory]) -> Int

    case leading(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
  }

  /// What an accessory is.
  public enum AccessoryType: Hashable, Sendable {
    case disclosureIndicator, detail, checkmark, delete, insert, reorder, multiselect,
      outlineDisclosure,
      popUpMenu, label, customView
  }

  /// What a tap on an accessory runs (never, headless).
  public typealias ActionHandler = () -> Void
  /// What runs when a pop-up menu's selection changes (never, headless).
  public typealias MenuSelectedElementDidChangeHandler = (Menu) -> Void

  enum Kind {
    case mark(TableViewCell.AccessoryType)
    case label(String)
    case customView(View)
    /// Shown only while editing (delete, insert, reorder, multiselect): never drawn here.
    case editingControl
  }

  /// What the accessory is.
  public let accessoryType: AccessoryType
  let kind: Kind
  let displayed: DisplayedState
  let isHidden: Bool

  init(_ type: AccessoryType, _ kind: Kind, displayed: DisplayedState, isHidden: Bool?) {
    accessoryType = type
    self.kind = kind
    self.displayed = displayed
    self.isHidden = isHidden ?? false
  }

  public static func disclosureIndicator(
    displayed: DisplayedState = .always,
    options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> CellAccessory {
    CellAccessory(
      .disclosureIndicator, .mark(.disclosureIndicator), displayed: displayed,
      isHidden: options.isHidden)
  }

  public static func detail(
    displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
    actionHandler: ActionHandler? = nil
  ) -> CellAccessory {
    CellAccessory(.detail, .mark(.detailButton), displayed: displayed, isHidden: options.isHidden)
  }

  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
  ) -> CellAccessory {
    CellAccessory(.checkmark, .mark(.checkmark), displayed: displayed, isHidden: options.isHidden)
  }

  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
    actionHandler: ActionHandler? = nil
  ) -> CellAccessory {
    CellAccessory(.delete, .editingControl, displayed: displayed, isHidden: options.isHidden)
  }

  public static func insert(
    displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
    actionHandler: ActionHandler? = nil
  ) -> CellAccessory {
    CellAccessory(.insert, .editingControl, displayed: displayed, isHidden: options.isHidden)
  }

  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()
  ) -> CellAccessory {
    CellAccessory(.reorder, .editingControl, displayed: displayed, isHidden: options.isHidden)
  }

  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
  ) -> CellAccessory {
    CellAccessory(.multiselect, .editingControl, displayed: displayed, isHidden: options.isHidden)
  }

  /// An outline's expand and collapse control (drawn as a disclosure chevron).
  public static func outlineDisclosure(
    displayed: DisplayedState = .always,
    options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: ActionHandler? = nil
  ) -> CellAccessory {
    CellAccessory(
      .outlineDisclosure, .mark(.disclosureIndicator), displayed: displayed,
      isHidden: options.isHidden)
  }

  /// A menu that opens from the row (drawn as a disclosure chevron; menus never open here).
  public static func popUpMenu(
    _ menu: Menu, displayed: DisplayedState = .always,
    options: PopUpMenuOptions = PopUpMenuOptions(),
    selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil
  ) -> CellAccessory {
    CellAccessory(
      .popUpMenu, .mark(.disclosureIndicator), displayed: displayed, isHidden: options.isHidden)
  }

  /// Text in the secondary label colour before the other accessories.
  public static func label(
    text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
  ) -> CellAccessory {
    CellAccessory(.label, .label(text), displayed: displayed, isHidden: options.isHidden)
  }

  /// A view of your own, at its frame's size.
  public static func customView(configuration: CustomViewConfiguration) -> CellAccessory {
    CellAccessory(
      .customView, .customView(configuration.customView), displayed: configuration.displayed,
      isHidden: configuration.isHidden)
  }

  /// Whether it shows when the cell is (or is not) editing.
  func isShown(editing: Bool) -> Bool {
    guard !isHidden else { return false }
    switch displayed {
    case .always: return true
    case .whenEditing: return editing
    case .whenNotEditing: return !editing
    }
  }
}

public typealias UICellAccessory = CellAccessory
