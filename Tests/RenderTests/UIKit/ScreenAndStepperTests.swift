import Foundation
import LayoutRender
import Testing

/// UIScreen's members, coordinate spaces and UIStepper as UIKit declares them.
@Suite struct ScreenAndStepperTests {
  @Test func theMainScreenIsAnIPhone15() {
    // 393 × 852 points at 3×: 1179 × 2556 pixels (Apple's iPhone 15 technical specifications).
    #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1179, height: 2556))
    #expect(UIScreen.main.currentMode?.size == CGSize(width: 1179, height: 2556))
    #expect(UIScreen.main.traitCollection.displayScale == 3)
    #expect(UIScreen.screens.count == 1)
  }

  @Test func convertingThroughCoordinateSpacesMatchesConvertingThroughViews() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let card = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
    let badge = UIView(frame: CGRect(x: 5, y: 7, width: 10, height: 10))
    root.addSubview(card)
    card.addSubview(badge)
    let space: any UICoordinateSpace = root
    #expect(badge.convert(CGPoint(x: 1, y: 1), to: space) == CGPoint(x: 26, y: 38))
    #expect(badge.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 26, y: 38))
    // The screen's space is the root view's here.
    #expect(
      badge.convert(CGPoint(x: 1, y: 1), to: UIScreen.main.coordinateSpace) == CGPoint(x: 26, y: 38)
    )
    #expect(
      UIScreen.main.coordinateSpace.convert(CGRect(x: 26, y: 38, width: 4, height: 4), to: badge)
        == CGRect(x: 1, y: 1, width: 4, height: 4))
  }

  @Test func stepperDefaultsAndRangeAreUIKits() {
    let stepper = UIStepper()
    #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
    #expect(stepper.stepValue == 1 && stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
    #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
    stepper.value = 140
    #expect(stepper.value == 100)
    stepper.maximumValue = 10
    #expect(stepper.value == 10)
    stepper.stepValue = 0
    #expect(stepper.stepValue == 1)
  }

  @Test func aStepperAtItsMinimumDimsItsMinus() throws {
    func render(value: Double) throws -> RGBAImage {
      let data = try Scene("stepper", size: CGSize(width: 94, height: 32), scale: 1) { root in
        let stepper = UIStepper()
        stepper.value = value
        root.addSubview(stepper)
      }.pngData()
      return try RGBAImage(pngData: data)
    }
    // The minus's centre: a quarter of the way across, halfway down.
    func minus(_ image: RGBAImage) -> UInt8 { image.pixels[(16 * image.width + 23) * 4] }
    let atMinimum = try render(value: 0)
    let above = try render(value: 5)
    #expect(minus(above) < 60)  // the label colour, black
    #expect(minus(atMinimum) > minus(above) + 60)  // the tertiary label colour, a light grey
  }
}
