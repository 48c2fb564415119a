import Foundation

/// A guide that follows something that moves over the view, with constraints that apply depending on which edges it
/// is near (UIKit's `UITrackingLayoutGuide`).
open class TrackingLayoutGuide: LayoutGuide {
  private var nearEdge: [(edges: DirectionalRectEdge, constraints: [LayoutConstraint])] = []
  private var awayFromEdge: [(edges: DirectionalRectEdge, constraints: [LayoutConstraint])] = []

  /// The edges the tracked thing is near, where it rests here.
  var edgesNear: DirectionalRectEdge { [] }

  /// Sets the constraints that apply while the guide is near every edge of `edge`, replacing earlier ones for it.
  open func setConstraints(
    _ constraints: [LayoutConstraint], activeWhenNearEdge edge: DirectionalRectEdge
  ) {
    replace(&nearEdge, edge, constraints, active: edgesNear.isSuperset(of: edge))
  }

  /// The constraints that apply while the guide is near every edge of `edge`.
  open func constraints(activeWhenNearEdge edge: DirectionalRectEdge) -> [LayoutConstraint] {
    nearEdge.first { $0.edges == edge }?.constraints ?? []
  }

  /// Sets the constraints that apply while the guide is away from every edge of `edge`.
  open func setConstraints(
    _ constraints: [LayoutConstraint], activeWhenAwayFrom edge: DirectionalRectEdge
  ) {
    replace(&awayFromEdge, edge, constraints, active: edgesNear.isDisjoint(with: edge))
  }

  /// The constraints that apply while the guide is away from every edge of `edge`.
  open func constraints(activeWhenAwayFrom edge: DirectionalRectEdge) -> [LayoutConstraint] {
    awayFromEdge.first { $0.edges == edge }?.constraints ?? []
  }

  private func replace(
    _ sets: inout [(edges: DirectionalRectEdge, constraints: [LayoutConstraint])],
    _ edge: DirectionalRectEdge,
    _ constraints: [LayoutConstraint], active: Bool
  ) {
    if let index = sets.firstIndex(where: { $0.edges == edge }) {
      LayoutConstraint.deactivate(sets[index].constraints)
      sets.remove(at: index)
    }
    sets.append((edge, constraints))
    if active { LayoutConstraint.activate(constraints) }
  }
}

/// Where the keyboard is (UIKit's `UIKeyboardLayoutGuide`, a view's ``View/keyboardLayoutGuide``).
///
/// No keyboard shows here, so the guide rests as UIKit's does while the keyboard is off screen: docked at the
/// bottom, the view's full width, its top at the bottom of the safe area (or at the view's bottom edge, zero high,
/// when ``usesBottomSafeArea`` is false). Constraints set for the bottom, leading and trailing edges apply; those for
/// the top edge apply when set as "away from" it.
open class KeyboardLayoutGuide: TrackingLayoutGuide {
  /// Whether the guide follows a keyboard undocked from the bottom (kept; the keyboard stays docked here).
  open var followsUndockedKeyboard = false
  /// How far above the keyboard a swipe down dismisses it (kept).
  open var keyboardDismissPadding: CGFloat = 0
  /// Whether the guide's top rests at the bottom of the safe area, rather than the view's bottom edge.
  open var usesBottomSafeArea = true {
    didSet { if usesBottomSafeArea != oldValue { attachTop() } }
  }

  private var top: LayoutConstraint?

  override var edgesNear: DirectionalRectEdge { [.bottom, .leading, .trailing] }

  /// Pins the guide to `view`'s sides and bottom, and its top where the keyboard rests.
  func attach(to view: View) {
    LayoutConstraint.activate([
      leadingAnchor.constraint(equalTo: view.leadingAnchor),
      trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    attachTop()
  }

  private func attachTop() {
    guard let view = owningView else { return }
    top?.isActive = false
    let edge = usesBottomSafeArea ? view.safeAreaLayoutGuide.bottomAnchor : view.bottomAnchor
    top = topAnchor.constraint(equalTo: edge)
    top?.isActive = true
  }
}

extension View {
  /// The view's keyboard guide, made and attached on first use (``View/keyboardLayoutGuide``).
  var keyboardLayoutGuideImplementation: KeyboardLayoutGuide {
    if let guide = extra(\.keyboardLayoutGuide) { return guide }
    let guide = KeyboardLayoutGuide()
    guide.identifier = "\(debugName).keyboardLayoutGuide"
    addLayoutGuide(guide)
    setExtra(\.keyboardLayoutGuide, guide)
    guide.attach(to: self)
    return guide
  }
}

public typealias UITrackingLayoutGuide = TrackingLayoutGuide
public typealias UIKeyboardLayoutGuide = KeyboardLayoutGuide
