import Foundation
import LayoutRender
import Testing

// UIKit's classes descend from NSObject as Apple declares them (the inventory's `superclass:` lines, checked for every
// class by Tests/UIKitParityTests): code that stores them as NSObjects, compares them with isEqual or overrides
// NSObject's members in a subclass compiles and behaves as on iOS.

private final class LoggingLayout: UICollectionViewFlowLayout {
  override var description: String { "LoggingLayout(\(itemSize.width))" }
}

private final class TapCounter: UITapGestureRecognizer {
  override func isEqual(_ object: Any?) -> Bool { (object as? TapCounter)?.name == name }
}

@MainActor @Suite struct NSObjectSemanticsTests {
  @Test func valueLikeObjectsAreEqualThroughNSObject() {
    // UIColor, UIFont, UIImage and UITraitCollection compare their values in isEqual(_:), and equal objects hash
    // alike, so a Set<NSObject> holds one of each value.
    let colours: [NSObject] = [UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]
    #expect(colours[0].isEqual(colours[1]) && colours[0] == colours[1])
    #expect(colours[0].hash == colours[1].hash)
    #expect(!UIColor.red.isEqual(UIColor.blue) && !UIColor.red.isEqual("red"))
    let fonts: Set<NSObject> = [
      UIFont.systemFont(ofSize: 17), UIFont.systemFont(ofSize: 17),
      UIFont.boldSystemFont(ofSize: 17),
    ]
    #expect(fonts.count == 2)
    let traits = UITraitCollection(userInterfaceStyle: .dark)
    #expect(traits.isEqual(UITraitCollection(userInterfaceStyle: .dark)))
    #expect(!traits.isEqual(UITraitCollection(userInterfaceStyle: .light)))
  }

  @Test func referenceObjectsAreEqualOnlyToThemselves() {
    // Constraints and layout guides keep NSObject's identity: `constraints.firstIndex(of:)` finds the very one.
    let view = UIView()
    let first = view.widthAnchor.constraint(equalToConstant: 10)
    let twin = view.widthAnchor.constraint(equalToConstant: 10)
    #expect(first == first && first != twin && [twin, first].firstIndex(of: first) == 1)
    let guide = UILayoutGuide()
    #expect(Set([guide, guide, UILayoutGuide()]).count == 2)
  }

  @Test func subclassesOverrideNSObjectsMembers() {
    let layout = LoggingLayout()
    layout.itemSize = CGSize(width: 40, height: 40)
    #expect("\(layout)" == "LoggingLayout(40.0)")
    let a = TapCounter(target: nil, action: nil)
    let b = TapCounter(target: nil, action: nil)
    a.name = "double"
    b.name = "double"
    #expect(a.isEqual(b) && a == b)
    let objects: [NSObject] = [
      CALayer(), UIBezierPath(), UIGraphicsImageRendererFormat(), UIScreen.main, UIDevice.current,
    ]
    #expect(objects.count == 5)
  }
}
