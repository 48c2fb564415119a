import Foundation
import HeadlessUIKit
import Testing

/// The UIView members that live beside other concepts (layers, gestures, traits, guides): they work as UIKit's do,
/// and a subclass can override them.
@Suite struct ViewMemberTests {
  /// A root 375 × 667 with the bottom 34 points outside the safe area (a phone's home indicator).
  private func rootWithHomeIndicator() -> UIView {
    let controller = UIViewController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
    return controller.view
  }

  @Test func theKeyboardGuideRestsBelowTheSafeAreaWhileNoKeyboardShows() {
    let root = rootWithHomeIndicator()
    let guide = root.keyboardLayoutGuide
    root.layoutIfNeeded()
    // Docked at the bottom, full width, its top at the safe area's bottom: 667 - 34 = 633.
    #expect(guide.layoutFrame == CGRect(x: 0, y: 633, width: 375, height: 34))
    #expect(root.keyboardLayoutGuide === guide)
    guide.usesBottomSafeArea = false
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 0, y: 667, width: 375, height: 0))
  }

  @Test func contentPinnedAboveTheKeyboardGuideSitsAboveTheHomeIndicator() {
    let root = rootWithHomeIndicator()
    let field = UIView()
    field.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(field)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      field.heightAnchor.constraint(equalToConstant: 44),
      field.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -8),
    ])
    root.layoutIfNeeded()
    // 633 - 8 - 44 = 581.
    #expect(field.frame == CGRect(x: 0, y: 581, width: 375, height: 44))
  }

  @Test func trackingConstraintsForTheEdgesADockedKeyboardIsNearApply() {
    let root = rootWithHomeIndicator()
    let guide = root.keyboardLayoutGuide
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let near = box.heightAnchor.constraint(equalToConstant: 10)
    let away = box.widthAnchor.constraint(equalToConstant: 20)
    let awayFromBottom = box.widthAnchor.constraint(equalToConstant: 30)
    guide.setConstraints([near], activeWhenNearEdge: .bottom)
    guide.setConstraints([away], activeWhenAwayFrom: .top)
    guide.setConstraints([awayFromBottom], activeWhenAwayFrom: .bottom)
    #expect(near.isActive)
    #expect(away.isActive)
    #expect(!awayFromBottom.isActive)
    #expect(guide.constraints(activeWhenNearEdge: .bottom) == [near])
  }

  @Test func traitOverridesReachTheViewsBelowAndCanBeRemoved() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let child = UIView()
    root.addSubview(child)
    // A portrait phone screen is compact wide (docs/uikit-defaults.md, size classes).
    #expect(child.traitCollection.horizontalSizeClass == .compact)
    root.traitOverrides.horizontalSizeClass = .regular
    #expect(child.traitCollection.horizontalSizeClass == .regular)
    #expect(root.traitOverrides.contains(UITraitHorizontalSizeClass.self))
    #expect(!root.traitOverrides.contains(UITraitVerticalSizeClass.self))
    root.traitOverrides.remove(UITraitHorizontalSizeClass.self)
    #expect(child.traitCollection.horizontalSizeClass == .compact)
  }

  @Test func theNearestTraitOverrideWins() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let middle = UIView()
    let leaf = UIView()
    root.addSubview(middle)
    middle.addSubview(leaf)
    root.traitOverrides.legibilityWeight = .bold
    middle.traitOverrides.legibilityWeight = .regular
    #expect(leaf.traitCollection.legibilityWeight == .regular)
    #expect(root.traitCollection.legibilityWeight == .bold)
  }

  @Test func anAppearanceOverrideIsOverrideUserInterfaceStyle() {
    let view = UIView()
    view.traitOverrides.userInterfaceStyle = .dark
    #expect(view.overrideUserInterfaceStyle == .dark)
    #expect(view.traitCollection.userInterfaceStyle == .dark)
    view.overrideUserInterfaceStyle = .light
    #expect(view.traitOverrides.userInterfaceStyle == .light)
  }

  @Test func traitMutationsBuildAndModifyCollections() {
    let made = UITraitCollection { $0.horizontalSizeClass = .regular }
    #expect(made.horizontalSizeClass == .regular)
    #expect(made.verticalSizeClass == .unspecified)
    let modified = made.modifyingTraits { $0.userInterfaceStyle = .dark }
    #expect(modified.horizontalSizeClass == .regular)
    #expect(modified.userInterfaceStyle == .dark)
  }

  @Test func anInvalidatingPropertyInvalidatesOnlyWhenItsValueChanges() {
    final class Badge: UIView {
      @Invalidating(.intrinsicContentSize, .layout) var count = 1
      var invalidations = 0
      override func invalidateIntrinsicContentSize() {
        invalidations += 1
        super.invalidateIntrinsicContentSize()
      }
    }
    let badge = Badge()
    badge.count = 1
    #expect(badge.invalidations == 0)
    badge.count = 2
    #expect(badge.invalidations == 1)
    #expect(badge.count == 2)
  }

  @Test func theGestureRecognizerListCanBeReplaced() {
    let view = UIView()
    let tap = UITapGestureRecognizer()
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(tap)
    view.gestureRecognizers = [pan]
    #expect(view.gestureRecognizers?.count == 1 && view.gestureRecognizers?.first === pan)
    #expect(tap.view == nil)
    #expect(pan.view === view)
  }

  @Test func aViewsLayerIsACoreAnimationLayerByDefault() {
    #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self))
    let view = UIView()
    #expect(type(of: view.layer) == CALayer.self)
    view.transform3D = CATransform3DMakeScale(2, 2, 1)
    #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
  }

  @Test func layoutRegionsAreTheGuidesTheyName() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(root.layoutGuide(for: .margins()) === root.layoutMarginsGuide)
    #expect(
      root.layoutGuide(for: .safeArea(cornerAdaptation: .horizontal)) === root.safeAreaLayoutGuide)
    // A plain view's margins are 8 points on every side.
    #expect(root.edgeInsets(for: .margins()) == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 4, bottom: 0, trailing: 12)
    root.semanticContentAttribute = .forceRightToLeft
    let insets = root.directionalEdgeInsets(for: .margins())
    #expect(insets.leading == 4 && insets.trailing == 12)
  }

  @Test func aWindowsAspectFitGuideIsTheLargestRectangleOfItsRatio() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let guide = window.safeAreaAspectFitLayoutGuide
    guide.aspectRatio = 2
    window.layoutIfNeeded()
    // 400 wide at 2:1 is 200 high, centred in 300: 50 above.
    #expect(guide.layoutFrame == CGRect(x: 0, y: 50, width: 400, height: 200))
    guide.aspectRatio = 1
    window.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 50, y: 0, width: 300, height: 300))
  }
}

/// NSLayoutConstraint's class methods keep UIKit's overridable spellings and report problems at the caller's line.
@Suite struct ConstraintClassMethodTests {
  final class CountingConstraint: NSLayoutConstraint {
    nonisolated(unsafe) static var activated = 0
    nonisolated(unsafe) static var formats: [String] = []
    override class func activate(_ constraints: [NSLayoutConstraint]) {
      activated += constraints.count
      super.activate(constraints)
    }
    override class func constraints(
      withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
      metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
      formats.append(format)
      return super.constraints(
        withVisualFormat: format, options: opts, metrics: metrics, views: views)
    }
  }

  @Test func aSubclassOverrideRunsAndTheCallersLineIsKept() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let stray = UIView()
    let (lines, diagnostics) = Diagnostics.collect {
      CountingConstraint.activate([box.widthAnchor.constraint(equalToConstant: 10)])
      let activateLine = #line + 1
      NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: stray.leadingAnchor)])
      _ = CountingConstraint.constraints(
        withVisualFormat: "H:|[box]|", metrics: nil, views: ["box": box])
      let formatLine = #line + 1
      _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[nobody]|", metrics: nil, views: [:])
      return [activateLine, formatLine]
    }
    #expect(CountingConstraint.activated == 1)
    #expect(CountingConstraint.formats == ["H:|[box]|"])
    // The two problems: no common ancestor, and a view name missing from `views`, each at its own call.
    #expect(diagnostics.map(\.line) == lines)
    #expect(diagnostics.allSatisfy { $0.file.hasSuffix("ViewMemberTests.swift") })
  }
}
