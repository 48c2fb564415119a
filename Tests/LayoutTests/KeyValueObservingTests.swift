import Foundation
import HeadlessUIKit
import Testing

/// Block-based key-value observing: the handler hears each change once layout has run, with the values the
/// options ask for.
@Suite struct KeyValueObservingTests {
  /// A view whose title a test changes, and a label the observer keeps in step with it.
  final class TitledView: View {
    var title = "One"
  }

  @Test func theInitialOptionCallsAtOnceWithTheCurrentValue() {
    let view = TitledView()
    var seen: [String?] = []
    let observation = view.observe(\.title, options: [.initial, .new]) { _, change in
      seen.append(change.newValue)
    }
    #expect(seen == ["One"])
    observation.invalidate()
  }

  @Test func aChangeIsHeardAtTheNextLayoutWithItsOldAndNewValues() {
    let view = TitledView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var changes: [String] = []
    let observation = view.observe(\.title, options: [.old, .new]) { _, change in
      changes.append("\(change.oldValue ?? "nil") -> \(change.newValue ?? "nil")")
    }
    view.layoutIfNeeded()
    #expect(changes == [])  // nothing changed yet
    view.title = "Two"
    #expect(changes == [])  // heard at layout, not at the setter
    view.layoutIfNeeded()
    #expect(changes == ["One -> Two"])
    view.layoutIfNeeded()
    #expect(changes == ["One -> Two"])  // once per change
    withExtendedLifetime(observation) {}
  }

  @Test func withoutNewOrOldTheChangeCarriesNoValues() {
    let view = TitledView()
    var count = 0
    var values: [String?] = []
    let observation = view.observe(\.title) { _, change in
      count += 1
      values.append(change.newValue)
      values.append(change.oldValue)
    }
    view.title = "Two"
    view.layoutIfNeeded()
    #expect(count == 1)
    #expect(values == [nil, nil])
    withExtendedLifetime(observation) {}
  }

  /// What a handler changes is laid out in the same layout: a height constraint following a label's text length
  /// is the classic use (here, a table's content size).
  @Test func aHandlerThatChangesAConstraintIsLaidOutInTheSameLayout() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
    let source = TitledView()
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let height = box.heightAnchor.constraint(equalToConstant: 10)
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 50), height,
    ])
    let observation = source.observe(\.title, options: [.new]) { _, change in
      height.constant = CGFloat((change.newValue ?? "").count * 10)
    }
    root.layoutIfNeeded()
    source.title = "Twelve chars"
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 50, height: 120))
    withExtendedLifetime(observation) {}
  }

  @Test func invalidatingOrReleasingTheObservationEndsIt() {
    let view = TitledView()
    var count = 0
    let kept = view.observe(\.title) { _, _ in count += 1 }
    var released: NSKeyValueObservation? = view.observe(\.title) { _, _ in count += 100 }
    kept.invalidate()
    released = nil
    view.title = "Two"
    view.layoutIfNeeded()
    #expect(count == 0)
    #expect(released == nil)
  }

  @Test func objectValuesChangeWhenTheyAreAnotherObject() {
    let view = View()
    let first = View()
    var count = 0
    view.addSubview(first)
    let observation = view.observe(\.superview) { _, _ in count += 1 }
    let parent = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    parent.addSubview(view)
    parent.layoutIfNeeded()
    #expect(count == 1)
    parent.layoutIfNeeded()
    #expect(count == 1)
    withExtendedLifetime(observation) {}
  }
}

/// The text size's notification names and order, as UIKit's overlay gives them.
@Suite struct ContentSizeCategoryOrderTests {
  @Test func categoriesCompareBySize() {
    #expect(ContentSizeCategory.extraSmall < .large)
    #expect(ContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
    #expect(ContentSizeCategory.large >= .large)
    #expect(!(ContentSizeCategory.large < .large))
  }

  @Test func theChangeNotificationHasUIKitsNames() {
    #expect(
      ContentSizeCategory.didChangeNotification.rawValue
        == "UIContentSizeCategoryDidChangeNotification")
    #expect(ContentSizeCategory.newValueUserInfoKey == "UIContentSizeCategoryNewValueKey")
  }
}
