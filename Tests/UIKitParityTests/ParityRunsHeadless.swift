import Testing
import UIKit

/// Every property of the inventory that is present here is read and written back on a fresh view of each class
/// (methods are only type-checked): UIKit's surface works headless without a crash, whatever it does here.
@Suite struct ParityRunsHeadless {
  @MainActor @Test func everyPresentMemberOfTheViewClassesRuns() {
    parityUsesUIView(UIView())
    parityUsesUIControl(UIControl())
    parityUsesUILabel(UILabel())
    parityUsesUIButton(UIButton(type: .system))
    parityUsesUIImageView(UIImageView())
    parityUsesUITextField(UITextField())
    parityUsesUITextView(UITextView())
    parityUsesUIScrollView(UIScrollView())
    parityUsesUIStackView(UIStackView())
    parityUsesUISwitch(UISwitch())
    parityUsesUISlider(UISlider())
    parityUsesUISegmentedControl(UISegmentedControl())
    parityUsesUIProgressView(UIProgressView())
    parityUsesUIActivityIndicatorView(UIActivityIndicatorView())
    parityUsesUIPageControl(UIPageControl())
  }

  /// The same uses change nothing a layout sees: a label keeps its text and a view its frame.
  @MainActor @Test func writingBackWhatWasReadChangesNothing() {
    let label = UILabel()
    label.text = "Kept"
    label.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
    parityUsesUILabel(label)
    #expect(label.text == "Kept")
    #expect(label.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
  }
}
