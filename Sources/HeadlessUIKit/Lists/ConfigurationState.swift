import Foundation

/// What a configuration is updated for (UIKit's `UIConfigurationState`).
public protocol ConfigurationState {
  /// The traits of the view the state belongs to.
  var traitCollection: TraitCollection { get set }
  /// An app's own value in the state, by its key (`nil` when none is set).
  subscript(key: ConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of an app's own value in a configuration state (UIKit's `UIConfigurationStateCustomKey`): a cell's
/// subclass adds its own state (`state[.isArchived] = true`) for its configurations to read.
public struct ConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A view's state for configurations (UIKit's `UIViewConfigurationState`).
public struct ViewConfigurationState: ConfigurationState, Hashable {
  public var traitCollection: TraitCollection
  private var customValues: [ConfigurationStateCustomKey: AnyHashable] = [:]
  public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
    get { customValues[key] }
    set { customValues[key] = newValue }
  }
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
  private var customValues: [ConfigurationStateCustomKey: AnyHashable] = [:]
  public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
    get { customValues[key] }
    set { customValues[key] = newValue }
  }
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
public typealias UIConfigurationStateCustomKey = ConfigurationStateCustomKey
public typealias UIViewConfigurationState = ViewConfigurationState
public typealias UICellConfigurationState = CellConfigurationState
