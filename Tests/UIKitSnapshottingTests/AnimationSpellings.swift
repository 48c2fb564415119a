import UIKit
import XCTest

// Core Animation as views write it: animations are kept on the layer and never run (a snapshot shows the model
// values), and a transaction's completion block runs when it commits.
final class AnimationSpellings: XCTestCase {
  func testAnimationsAreKeptAndTheModelValueStays() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layer.opacity = 0.5
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    fade.duration = 0.3
    fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    fade.fillMode = .forwards
    fade.isRemovedOnCompletion = false
    view.layer.add(fade, forKey: "fade")
    XCTAssertTrue(view.layer.animation(forKey: "fade") === fade)
    XCTAssertEqual(view.layer.animationKeys(), ["fade"])
    XCTAssertEqual(view.layer.opacity, 0.5)
    view.layer.removeAllAnimations()
    XCTAssertNil(view.layer.animationKeys())
  }

  func testATransactionsCompletionRunsAtCommit() {
    var order: [String] = []
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    CATransaction.setCompletionBlock { order.append("completion") }
    order.append("change")
    CATransaction.commit()
    XCTAssertEqual(order, ["change", "completion"])
  }
}
