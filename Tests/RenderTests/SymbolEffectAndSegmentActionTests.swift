import Foundation
import LayoutRender
import Testing

/// Symbol effects as UIKit code writes them (iOS 17), and segmented controls made from actions.
@MainActor @Suite struct SymbolEffectAndSegmentActionTests {
  /// Effects are accepted and finish at once; a content transition shows its new image.
  @Test func symbolEffectsFinishAndTransitionsShowTheImage() throws {
    let view = UIImageView(image: UIImage(systemName: "wifi"))
    var finished = 0
    view.addSymbolEffect(.bounce) { context in if context.isFinished { finished += 1 } }
    view.addSymbolEffect(.variableColor.iterative, options: .repeating)
    view.addSymbolEffect(.pulse, options: .speed(2)) { _ in finished += 1 }
    #expect(finished == 2)
    let next = try #require(UIImage(systemName: "wifi.slash"))
    view.setSymbolImage(next, contentTransition: .replace.downUp)
    #expect(view.image === next)
    view.removeAllSymbolEffects()
  }

  /// Segments made from actions keep them: found by identifier, replaced in place.
  @Test func segmentsKeepTheirActions() {
    let control = UISegmentedControl(
      frame: .zero,
      actions: [
        UIAction(title: "Day", identifier: UIAction.Identifier("day")) { _ in },
        UIAction(title: "Week", identifier: UIAction.Identifier("week")) { _ in },
      ])
    #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("week")) == 1)
    #expect(
      control.segmentIndex(identifiedBy: UIAction.Identifier("year"))
        == UISegmentedControl.noSegment)
    control.setAction(UIAction(title: "Month") { _ in }, forSegmentAt: 1)
    #expect(
      control.titleForSegment(at: 1) == "Month" && control.actionForSegment(at: 1)?.title == "Month"
    )
    control.insertSegment(action: UIAction(title: "Year") { _ in }, at: 2, animated: false)
    #expect(control.numberOfSegments == 3)
  }

  /// Actions given as items are segments titled by the actions (not by their descriptions, which hold an address).
  @Test func actionsAmongTheItemsAreSegmentsWithTheirTitles() {
    let control = UISegmentedControl(items: [
      UIAction(title: "Solid") { _ in }, "Gradient", UIAction(title: "Image") { _ in },
    ])
    #expect(control.numberOfSegments == 3)
    #expect((0..<3).map { control.titleForSegment(at: $0) } == ["Solid", "Gradient", "Image"])
    #expect(control.actionForSegment(at: 2)?.title == "Image")
  }
}
