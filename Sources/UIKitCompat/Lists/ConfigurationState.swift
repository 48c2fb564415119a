import Foundation
import Layout

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

  public init(traitCollection: TraitCollection) {
    self.traitCollection = traitCollection
  }
}

public typealias UIConfigurationState = ConfigurationState
public typealias UIViewConfigurationState = ViewConfigurationState
public typealias UICellConfigurationState = CellConfigurationState
