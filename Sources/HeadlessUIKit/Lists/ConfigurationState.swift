import Foundation

/// What a configuration is updated for (UIKit's `UIConfigurationState`).
public protocol ConfigurationState {
  /// The traits of the view the state belongs to.
  var traitCollection: TraitCollection { get set }
}

/// A view's state for configurations (UIKit's `UIViewConfigurationState`).
public struct ViewConfigurationState: ConfigurationState, Hashable {
  public var traitCollection: TraitCollection
  public var isDisabled = false
  public var isHighlighted = false
  public var isSelected = false
  public var isFocused = false
  public var isPinned = false

  public init(traitCollection: TraitCollection) {
    self.traitCollection = traitCollection
  }
}

/// A cell's state for configurations (UIKit's `UICellConfigurationState`): a view's, plus editing and dragging.
public struct CellConfigurationState: ConfigurationState, Hashable {
  public var traitCollection: TraitCollection
  public var isDisabled = false
  public var isHighlighted = false
  public var isSelected = false
  public var isFocused = false
  public var isPinned = false
  public var isEditing = false
  public var isExpanded = false
  public var isSwiped = false
  public var isReordering = false
  /// Where the cell is in a drag (never dragged headless).
  public var cellDragState: DragState = .none
  /// Whether the cell is a drop target (never, headless).
  public var cellDropState: DropState = .none

  /// A cell's part in a drag (UIKit's `UICellConfigurationState.DragState`).
  public enum DragState: Hashable, Sendable {
    case none, lifting, dragging
  }

  /// A cell's part in a drop (UIKit's `UICellConfigurationState.DropState`).
  public enum DropState: Hashable, Sendable {
    case none, notTargeted, targeted
  }

  public init(traitCollection: TraitCollection) {
    self.traitCollection = traitCollection
  }
}

public typealias UIConfigurationState = ConfigurationState
public typealias UIViewConfigurationState = ViewConfigurationState
public typealias UICellConfigurationState = CellConfigurationState
