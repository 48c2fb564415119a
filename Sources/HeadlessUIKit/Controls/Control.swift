import Foundation

/// A view that responds to events: the base of buttons, switches, sliders and fields (UIKit's `UIControl`).
///
/// Nothing is touched here, so events happen only through ``sendActions(for:)``; its state
/// (``isEnabled``, ``isSelected``, ``isHighlighted``) decides how subclasses draw.
@preconcurrency @MainActor
open class Control: View {
  /// A control's state (UIKit's `UIControl.State`), with UIKit's raw values.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
    public static let application = State(rawValue: 0x00FF_0000)
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// The events a control sends (UIKit's `UIControl.Event`), with UIKit's raw values.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// How content sits horizontally in the bounds (UIKit's `UIControl.ContentHorizontalAlignment`).
  public enum ContentHorizontalAlignment: Int, Sendable {
    case center, left, right, fill, leading, trailing
  }

  /// How content sits vertically in the bounds (UIKit's `UIControl.ContentVerticalAlignment`).
  public enum ContentVerticalAlignment: Int, Sendable {
    case center, top, bottom, fill
  }

  private struct TargetAction {
    weak var target: AnyObject?
    let hasTarget: Bool
    let action: Selector
    let events: Event
  }

  private var targetActions: [TargetAction] = []
  private var actions: [(action: Action, events: Event)] = []

  /// Whether the control is enabled; a disabled control is drawn dimmed.
  open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
  /// Whether the control is selected.
  open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
  /// Whether the control is highlighted (being touched).
  open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
  /// How content sits horizontally in the bounds: centred by default, as UIKit's `UIControl` declares
  /// (docs/uikit-defaults.md).
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
  open var contentVerticalAlignment: ContentVerticalAlignment = .center

  /// ``contentHorizontalAlignment`` with leading and trailing resolved to left or right for the layout direction,
  /// as UIKit resolves them.
  open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch contentHorizontalAlignment {
    case .leading: return rightToLeft ? .right : .left
    case .trailing: return rightToLeft ? .left : .right
    default: return contentHorizontalAlignment
    }
  }

  /// Creates a control whose primary action is `primaryAction` (sent for `.primaryActionTriggered`).
  public convenience init(frame: CGRect, primaryAction: Action?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// The state made of ``isEnabled``, ``isSelected`` and ``isHighlighted``.
  open var state: State {
    var state: State = .normal
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Called when the state changed; subclasses update what they show.
  func stateDidChange() {
    invalidateIntrinsicContentSize()
  }

  // MARK: - Target-action

  /// Remembers that `action` of `target` is to be sent for `events`.
  ///
  /// Without an Objective-C runtime the selector cannot be called; use ``addAction(_:for:)`` for behaviour that
  /// must run here.
  open func addTarget(_ target: Any?, action: Selector, for events: Event) {
    let object = target.map { $0 as AnyObject }
    targetActions.append(
      TargetAction(target: object, hasTarget: object != nil, action: action, events: events))
  }

  /// Forgets target-action pairs: those of `target` (every target when `nil`), for `action` (every action when
  /// `nil`), for any of `events`.
  open func removeTarget(_ target: Any?, action: Selector?, for events: Event) {
    let object = target.map { $0 as AnyObject }
    targetActions.removeAll { pair in
      (object == nil || pair.target === object) && (action == nil || pair.action == action)
        && !pair.events.isDisjoint(with: events)
    }
  }

  /// The targets that have actions: each once, as itself when it is hashable (views and view controllers are),
  /// else by its identity.
  open var allTargets: Set<AnyHashable> {
    Set(
      targetActions.compactMap { $0.target }.map {
        ($0 as? AnyHashable) ?? AnyHashable(ObjectIdentifier($0))
      })
  }

  /// The events that have target-action pairs.
  open var allControlEvents: Event {
    targetActions.reduce(into: Event()) { $0.formUnion($1.events) }
      .union(actions.reduce(into: Event()) { $0.formUnion($1.events) })
  }

  /// The names of the actions sent to `target` for `event`, or `nil` for none.
  open func actions(forTarget target: Any?, forControlEvent event: Event) -> [String]? {
    let object = target.map { $0 as AnyObject }
    let names = targetActions.filter {
      ($0.target === object || (object == nil && !$0.hasTarget)) && $0.events.contains(event)
    }.map(\.action.name)
    return names.isEmpty ? nil : names
  }

  /// Adds a closure to run for `events`.
  open func addAction(_ action: Action, for events: Event) {
    actions.append((action, events))
  }

  /// Forgets the actions with an identifier for any of `controlEvents`.
  open func removeAction(identifiedBy actionIdentifier: Action.Identifier, for controlEvents: Event)
  {
    actions.removeAll {
      $0.action.identifier == actionIdentifier && !$0.events.isDisjoint(with: controlEvents)
    }
  }

  /// Calls `iterator` with each action and each target-action pair and their events, until it sets its last
  /// argument to true.
  public func enumerateEventHandlers(
    _ iterator: (Action?, (Any?, Selector)?, Event, inout Bool) -> Void
  ) {
    var stop = false
    for entry in actions {
      iterator(entry.action, nil, entry.events, &stop)
      if stop { return }
    }
    for pair in targetActions {
      iterator(nil, (pair.target, pair.action), pair.events, &stop)
      if stop { return }
    }
  }

  /// Removes a closure added with ``addAction(_:for:)`` from `events`.
  open func removeAction(_ action: Action, for events: Event) {
    actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: events) }
  }

  /// Runs the closures added for any of `events`, in the order they were added.
  // MARK: - Tracking and sending (no touch arrives here)

  /// Whether a touch is being tracked: never, here.
  open var isTracking: Bool { false }
  /// Whether the tracked touch is inside the control: never, here.
  open var isTouchInside: Bool { false }
  /// Called when a touch starts tracking; returns whether to go on (true).
  open func beginTracking(_ touch: Touch, with event: HeadlessUIKit.Event?) -> Bool { true }
  /// Called when a tracked touch moves; returns whether to go on (true).
  open func continueTracking(_ touch: Touch, with event: HeadlessUIKit.Event?) -> Bool { true }
  /// Called when tracking ends.
  open func endTracking(_ touch: Touch?, with event: HeadlessUIKit.Event?) {}
  /// Called when tracking is cancelled.
  open func cancelTracking(with event: HeadlessUIKit.Event?) {}
  /// Calls a target's action method, or, without a target, the first responder's along the chain that has it.
  ///
  /// The target finds its method through the dispatch the Objective-C syntax rewriter gives classes that declare
  /// action methods (``Responder/_performAction(named:sender:event:)``); other targets are not called.
  open func sendAction(_ action: Selector, to target: Any?, for event: HeadlessUIKit.Event?) {
    if let target = target as? Responder {
      _ = target._performAction(named: action.name, sender: self, event: event)
      return
    }
    guard target == nil else { return }
    // No target: the first responder along the chain that has the action (UIKit starts at the first responder;
    // here nothing is focused, so the chain starts at the control).
    var responder: Responder? = self
    while let current = responder {
      if current._performAction(named: action.name, sender: self, event: event) { return }
      responder = current.next
    }
  }

  /// Runs a `UIAction`'s handler with the control as its sender.
  open func sendAction(_ action: Action) {
    action.run(from: self)
  }

  /// Sends the control's primary action (the `.primaryActionTriggered` event).
  open func performPrimaryAction() { sendActions(for: .primaryActionTriggered) }
  /// Whether a long press shows the control's context menu (stored).
  open var isContextMenuInteractionEnabled = false
  /// Whether a tap shows the control's menu (stored).
  open var showsMenuAsPrimaryAction = false
  /// The tool tip (stored; there is no pointer here).
  open var toolTip: String? {
    didSet { storedToolTipInteraction = toolTip.map(ToolTipInteraction.init(defaultToolTip:)) }
  }
  private var storedToolTipInteraction: ToolTipInteraction?
  /// The interaction that shows ``toolTip``: one while a tool tip is set.
  open var toolTipInteraction: ToolTipInteraction? { storedToolTipInteraction }
  private lazy var storedContextMenuInteraction = ContextMenuInteraction(delegate: self)
  /// The interaction that shows the control's context menu, while ``isContextMenuInteractionEnabled``.
  open var contextMenuInteraction: ContextMenuInteraction? {
    isContextMenuInteractionEnabled ? storedContextMenuInteraction : nil
  }

  /// Where the control's menu is attached, in its coordinates: the bottom centre.
  open func menuAttachmentPoint(for configuration: ContextMenuConfiguration) -> CGPoint {
    CGPoint(x: bounds.midX, y: bounds.maxY)
  }

  /// The menu a long press shows: none for a plain control (a button with a ``Button/menu`` has one).
  open func contextMenuInteraction(
    _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> ContextMenuConfiguration? { nil }

  /// The preview lifted while the menu opens: the control itself.
  open func contextMenuInteraction(
    _ interaction: ContextMenuInteraction,
    previewForHighlightingMenuWithConfiguration configuration: ContextMenuConfiguration
  ) -> TargetedPreview? { TargetedPreview(view: self) }

  /// The preview the menu closes onto: the control itself.
  open func contextMenuInteraction(
    _ interaction: ContextMenuInteraction,
    previewForDismissingMenuWithConfiguration configuration: ContextMenuConfiguration
  ) -> TargetedPreview? { TargetedPreview(view: self) }

  /// Called as the menu appears (never, headless).
  open func contextMenuInteraction(
    _ interaction: ContextMenuInteraction,
    willDisplayMenuFor configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}

  /// Called as the menu goes (never, headless).
  open func contextMenuInteraction(
    _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}
  /// Whether symbol images animate (stored).
  open var isSymbolAnimationEnabled = false

  /// Runs the closures added for any of `events`, then sends each target–action pair's action
  /// (``sendAction(_:to:for:)``), in the order they were added.
  open func sendActions(for events: Event) {
    for entry in actions where !entry.events.isDisjoint(with: events) {
      entry.action.run(from: self)
    }
    for pair in targetActions where !pair.events.isDisjoint(with: events) {
      guard let target = pair.target else {
        if !pair.hasTarget { sendAction(pair.action, to: nil, for: nil) }
        continue
      }
      sendAction(pair.action, to: target, for: nil)
    }
  }
}

extension Control: ContextMenuInteractionDelegate {}

extension Control: AccessibleByDefault {
  /// A control reads its title (a button's), else nothing.
  package var defaultAccessibilityLabel: String? { (self as? Button)?.currentTitle }
  /// A button is a button; other controls say what they are through their own traits.
  package var defaultAccessibilityTraits: AccessibilityTraits {
    guard self is Button else { return isEnabled ? .none : .notEnabled }
    return isEnabled ? .button : [.button, .notEnabled]
  }
}

extension Control {
  /// Keeps a fixed-size control (a switch, a stepper) at its size: UIKit gives those 750 content hugging and
  /// compression resistance on both axes, so a row of a label and the control gives the label the spare width.
  func holdFixedSize() {
    for axis in [LayoutAxis.horizontal, .vertical] {
      setContentHuggingPriority(.defaultHigh, for: axis)
      setContentCompressionResistancePriority(.defaultHigh, for: axis)
    }
  }
}
