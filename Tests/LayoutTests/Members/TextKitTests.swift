import Foundation
import HeadlessUIKit
import Testing

/// A text view's TextKit objects: its container's padding and line limit lay the text out, its storage follows and
/// edits the text, and find and replace work on the text.
@Suite struct TextKitTests {
  private func fixedTextView(_ text: String) -> UITextView {
    let view = UITextView()
    view.isScrollEnabled = false
    view.text = text
    return view
  }

  @Test func theContainersPaddingIsPartOfTheWidth() {
    let view = fixedTextView("Hello")
    let padded = view.intrinsicContentSize.width
    view.textContainer.lineFragmentPadding = 0
    // TextKit's default padding is 5 points on each side.
    #expect(abs(padded - view.intrinsicContentSize.width - 10) < 0.001)
  }

  @Test func theContainersLineLimitCutsTheText() {
    let view = fixedTextView("one two three four five six seven eight nine ten eleven twelve")
    let wrapped = view.intrinsicContentSize(forWidth: 80).height
    view.textContainer.maximumNumberOfLines = 1
    let oneLine = view.intrinsicContentSize(forWidth: 80).height
    #expect(oneLine < wrapped)
    // One line of the 12-point system font between the 8-point insets above and below.
    #expect(abs(oneLine - (UIFont.systemFont(ofSize: 12).lineHeight + 16)) < 1)
  }

  @Test func aLabelsLineLimitHoldsWhenItWrapsByWord() {
    let label = UILabel()
    label.text = "one two three four five six seven eight nine ten eleven twelve"
    label.lineBreakMode = .byWordWrapping
    label.numberOfLines = 0
    let all = label.intrinsicContentSize(forWidth: 60).height
    label.numberOfLines = 2
    let two = label.intrinsicContentSize(forWidth: 60).height
    label.numberOfLines = 1
    let one = label.intrinsicContentSize(forWidth: 60).height
    // UIKit shows the first lines for the non-truncating modes: two lines are twice one (equal line heights).
    #expect(two < all)
    #expect(abs(two - 2 * one) < 0.5)
    #expect(abs(one - label.font.lineHeight) < 0.5)
  }

  @Test func theStorageFollowsAndEditsTheText() {
    let view = UITextView()
    view.text = "Hello"
    #expect(view.textStorage.string == "Hello")
    view.textStorage.append(NSAttributedString(string: ", world"))
    #expect(view.text == "Hello, world")
    view.textStorage.replaceCharacters(in: NSRange(location: 0, length: 5), with: "Goodbye")
    #expect(view.text == "Goodbye, world")
    #expect(view.layoutManager.textContainers.first === view.textContainer)
    #expect(view.textLayoutManager == nil)
  }

  @Test func aSearchReportsEveryMatchInOrder() {
    let view = UITextView()
    view.text = "cat scatter cat"
    let aggregator = UITextSearchAggregator<AnyHashable?>()
    view.performTextSearch(
      queryString: "cat", options: UITextSearchOptions(), resultAggregator: aggregator)
    #expect(
      aggregator.foundRanges.map(\.range.start)
        == [0, 5, 12].map { view.position(from: view.beginningOfDocument, offset: $0)! })
    #expect(aggregator.isFinished)
    var wholeWords = UITextSearchOptions()
    wholeWords.wordMatchMethod = .fullWord
    let words = UITextSearchAggregator<AnyHashable?>()
    view.performTextSearch(queryString: "cat", options: wholeWords, resultAggregator: words)
    #expect(words.foundRanges.count == 2)
  }

  @Test func replaceAllReplacesEveryMatch() {
    let view = UITextView()
    view.text = "a-b-c"
    view.replaceAll(queryString: "-", options: UITextSearchOptions(), withText: " + ")
    #expect(view.text == "a + b + c")
  }
}
