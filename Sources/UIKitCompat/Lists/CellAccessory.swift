import Foundation
import Layout

/// A view at a list cell's trailing (or leading) end (UIKit's `UICellAccessory`): the standard marks, a text
/// label, or a view of your own.
public struct CellAccessory {
  /// Where an accessory shows.
  public enum DisplayedState: Int, Sendable {
    case always = 0, whenEditing, whenNotEditing
  }

  enum Kind {
    case mark(TableViewCell.AccessoryType)
    case label(String)
    case customView(View)
    /// Shown only while editing (delete, reorder, multiselect): never drawn here.
    case editingControl
  }

  let kind: Kind
  let displayed: DisplayedState

  public static func disclosureIndicator(displayed: DisplayedState = .always) -> Self {
    Self(kind: .mark(.disclosureIndicator), displayed: displayed)
  }
  public static func checkmark(displayed: DisplayedState = .always) -> Self {
    Self(kind: .mark(.checkmark), displayed: displayed)
  }
  public static func detail(displayed: DisplayedState = .always) -> Self {
    Self(kind: .mark(.detailButton), displayed: displayed)
  }
  /// Text in the secondary label colour before the other accessories.
  public static func label(text: String, displayed: DisplayedState = .always) -> Self {
    Self(kind: .label(text), displayed: displayed)
  }
  public static func delete(displayed: DisplayedState = .whenEditing) -> Self {
    Self(kind: .editingControl, displayed: displayed)
  }
  public static func reorder(displayed: DisplayedState = .whenEditing) -> Self {
    Self(kind: .editingControl, displayed: displayed)
  }
  public static func multiselect(displayed: DisplayedState = .whenEditing) -> Self {
    Self(kind: .editingControl, displayed: displayed)
  }
  /// An outline's expand and collapse control (drawn as a disclosure chevron).
  public static func outlineDisclosure(displayed: DisplayedState = .always) -> Self {
    Self(kind: .mark(.disclosureIndicator), displayed: displayed)
  }
  /// A view of your own, at its frame's size.
  public static func customView(configuration: CustomViewConfiguration) -> Self {
    Self(kind: .customView(configuration.customView), displayed: configuration.displayed)
  }

  /// A custom accessory's view and where it shows (UIKit's `UICellAccessory.CustomViewConfiguration`).
  public struct CustomViewConfiguration {
    public enum Placement: Sendable { case leading, trailing }
    let customView: View
    let displayed: DisplayedState
    public init(customView: View, placement: Placement, displayed: DisplayedState = .always) {
      self.customView = customView
      self.displayed = displayed
    }
  }

  /// Whether it shows when the cell is (or is not) editing.
  func isShown(editing: Bool) -> Bool {
    switch displayed {
    case .always: true
    case .whenEditing: editing
    case .whenNotEditing: !editing
    }
  }
}

public typealias UICellAccessory = CellAccessory
