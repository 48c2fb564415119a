import Foundation
import LayoutRender
import Testing

/// Traits as UIKit reports them, and `overrideUserInterfaceStyle` as UIKit draws it.
@Suite struct TraitTests {
  @Test func aViewReportsItsScenesAppearance() throws {
    var styles: [UIUserInterfaceStyle] = []
    for appearance in [Appearance.light, .dark] {
      _ = Scene("Traits", size: CGSize(width: 20, height: 20), appearance: appearance) { root in
        let view = UIView()
        root.addSubview(view)
        styles.append(view.traitCollection.userInterfaceStyle)
      }
    }
    #expect(styles == [.light, .dark])
  }

  /// A change of override reaches the view and the views below it that inherit it, with the previous traits.
  @Test func anOverrideTellsTheViewsThatInheritIt() {
    final class Watcher: UIView {
      var previous: [UIUserInterfaceStyle?] = []
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        previous.append(previousTraitCollection?.userInterfaceStyle)
      }
    }
    let parent = Watcher()
    let inheriting = Watcher()
    let fixed = Watcher()
    fixed.overrideUserInterfaceStyle = .light
    parent.addSubview(inheriting)
    parent.addSubview(fixed)
    fixed.previous.removeAll()
    parent.overrideUserInterfaceStyle = .dark
    #expect(parent.previous == [.light])
    #expect(inheriting.previous == [.light])
    #expect(fixed.previous.isEmpty)
    #expect(inheriting.traitCollection.userInterfaceStyle == .dark)
    #expect(fixed.traitCollection.userInterfaceStyle == .light)
  }

  /// UIKit's size classes: phones compact wide and regular tall in portrait, compact tall in landscape (regular
  /// wide only on the Plus and Max phones), iPads regular both ways.
  @Test func sizeClassesFollowTheScreen() {
    func classes(_ width: CGFloat, _ height: CGFloat) -> [UIUserInterfaceSizeClass] {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
      let view = UIView()
      root.addSubview(view)
      return [view.traitCollection.horizontalSizeClass, view.traitCollection.verticalSizeClass]
    }
    #expect(classes(393, 852) == [.compact, .regular])
    #expect(classes(852, 393) == [.compact, .compact])
    #expect(classes(932, 430) == [.regular, .compact])
    #expect(classes(1024, 1366) == [.regular, .regular])
  }

  /// A subview that overrides the appearance draws its adaptive colours in it: `.systemBackground` is white in
  /// light and black in dark (UIKit's values).
  @Test func anOverriddenSubviewDrawsInItsOwnAppearance() throws {
    let scene = Scene("Override", size: CGSize(width: 20, height: 10), scale: 1, appearance: .light)
    { root in
      let light = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      light.backgroundColor = .systemBackground
      let dark = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
      dark.backgroundColor = .systemBackground
      dark.overrideUserInterfaceStyle = .dark
      root.addSubview(light)
      root.addSubview(dark)
    }
    let image = try scene.image()
    #expect(image.pixel(x: 5, y: 5).r == 255)
    #expect(image.pixel(x: 15, y: 5).r == 0)
  }
}
