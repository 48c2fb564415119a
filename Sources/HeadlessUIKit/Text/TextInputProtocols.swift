import Foundation

/// An object that takes typed text (UIKit's `UIKeyInput`), with its keyboard's traits; nothing is typed here.
public protocol KeyInput: TextInputTraits {
  var hasText: Bool { get }
  func insertText(_ text: String)
  func deleteBackward()
}

/// An object whose text code can read, select and edit by position (UIKit's `UITextInput`): text fields and text
/// views, so generic code written against the protocol (a formatting helper shared by both) compiles.
public protocol TextInput: KeyInput {
  var selectedTextRange: TextRange? { get set }
  var markedTextRange: TextRange? { get }
  var beginningOfDocument: TextPosition { get }
  var endOfDocument: TextPosition { get }
  var tokenizer: any TextInputTokenizer { get }
  func text(in range: TextRange) -> String?
  func replace(_ range: TextRange, withText text: String)
  func setMarkedText(_ markedText: String?, selectedRange: NSRange)
  func unmarkText()
  func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange?
  func position(from position: TextPosition, offset: Int) -> TextPosition?
  func position(from position: TextPosition, in direction: TextLayoutDirection, offset: Int)
    -> TextPosition?
  func compare(_ position: TextPosition, to other: TextPosition) -> ComparisonResult
  func offset(from: TextPosition, to toPosition: TextPosition) -> Int
  func position(within range: TextRange, farthestIn direction: TextLayoutDirection) -> TextPosition?
  func characterRange(byExtending position: TextPosition, in direction: TextLayoutDirection)
    -> TextRange?
  func firstRect(for range: TextRange) -> CGRect
  func caretRect(for position: TextPosition) -> CGRect
  func selectionRects(for range: TextRange) -> [TextSelectionRect]
  func closestPosition(to point: CGPoint) -> TextPosition?
  func closestPosition(to point: CGPoint, within range: TextRange) -> TextPosition?
  func characterRange(at point: CGPoint) -> TextRange?
}

extension TextField: TextInput {}
extension TextView: TextInput {}

public typealias UIKeyInput = KeyInput
public typealias UITextInput = TextInput

/// How a link or attachment in a text view was interacted with (UIKit's `UITextItemInteraction`).
public enum TextItemInteraction: Int, Sendable {
  case invokeDefaultAction, presentActions, preview
}

public typealias UITextItemInteraction = TextItemInteraction
