import Foundation

/// How a text search matches (UIKit's `UITextSearchOptions`).
public struct TextSearchOptions: Equatable, Sendable {
  /// Where in a word a match may fall.
  public enum WordMatchMethod: Int, Sendable {
    /// Anywhere.
    case contains
    /// At the start of a word.
    case startsWith
    /// Whole words only.
    case fullWord
  }

  /// Where in a word a match may fall.
  public var wordMatchMethod = WordMatchMethod.contains
  /// How characters compare (case, diacritics).
  public var stringCompareOptions: NSString.CompareOptions = []

  public init() {}
}

/// How a found range is drawn (UIKit's `UITextSearchFoundTextStyle`): kept; nothing is highlighted here.
public enum TextSearchFoundTextStyle: Int, Sendable {
  case normal, found, highlighted
}

/// What collects a search's results (UIKit's `UITextSearchAggregator`, a protocol there; a class here, as
/// searches here are only run by the text views themselves).
open class TextSearchAggregator<DocumentIdentifier> {
  /// The ranges found, in the order found.
  open private(set) var foundRanges:
    [(range: TextRange, searchString: String, document: DocumentIdentifier)] = []
  /// Whether the search has finished.
  open private(set) var isFinished = false

  public init() {}

  /// Records a match.
  open func foundRange(_ range: TextRange, searchString: String, document: DocumentIdentifier) {
    foundRanges.append((range, searchString, document))
  }

  /// Forgets a match that is no longer valid.
  open func invalidateFoundRange(_ range: TextRange, document: DocumentIdentifier) {
    foundRanges.removeAll { $0.range == range }
  }

  /// Forgets every match.
  open func invalidate() { foundRanges = [] }

  /// Marks the search finished.
  open func finishedSearching() { isFinished = true }
}

/// The find panel of a view (UIKit's `UIFindInteraction`): kept; no panel shows here.
open class FindInteraction: Interaction {
  /// The view the interaction is on.
  open private(set) weak var view: View?
  /// The text searched for.
  open var searchText: String?
  /// The replacement text.
  open var replacementText: String?
  /// Whether the find panel shows (never, here).
  open private(set) var isFindNavigatorVisible = false

  public init() {}

  open func willMove(to view: View?) {}
  open func didMove(to view: View?) { self.view = view }

  /// Shows the find panel (kept as shown; nothing draws it).
  open func presentFindNavigator(showingReplace: Bool) { isFindNavigatorVisible = true }
  /// Hides the find panel.
  open func dismissFindNavigator() { isFindNavigatorVisible = false }
  /// Moves to the next match (nothing is highlighted here).
  open func findNext() {}
  /// Moves to the previous match.
  open func findPrevious() {}
}

extension TextDocument {
  /// The ranges of `query` in the text, in order, by `options`.
  package func ranges(of query: String, options: TextSearchOptions) -> [TextRange] {
    guard !query.isEmpty else { return [] }
    let whole = text as NSString
    var found: [TextRange] = []
    var from = 0
    while from < whole.length {
      let match = whole.range(
        of: query, options: options.stringCompareOptions,
        range: NSRange(location: from, length: whole.length - from))
      guard match.location != NSNotFound, match.length > 0 else { break }
      if fits(match, in: whole, options.wordMatchMethod) {
        found.append(
          TextRange(
            start: TextPosition(offset: match.location),
            end: TextPosition(offset: NSMaxRange(match))))
      }
      from = match.location + 1
    }
    return found
  }

  /// Whether a match starts (and, for whole words, ends) at a word boundary, as `method` asks.
  private func fits(
    _ match: NSRange, in text: NSString, _ method: TextSearchOptions.WordMatchMethod
  ) -> Bool {
    func isWordCharacter(at index: Int) -> Bool {
      guard index >= 0, index < text.length, let scalar = Unicode.Scalar(text.character(at: index))
      else {
        return false
      }
      return CharacterSet.alphanumerics.contains(scalar)
    }
    switch method {
    case .contains: return true
    case .startsWith: return !isWordCharacter(at: match.location - 1)
    case .fullWord:
      return !isWordCharacter(at: match.location - 1) && !isWordCharacter(at: NSMaxRange(match))
    }
  }
}

public typealias UITextSearchOptions = TextSearchOptions
public typealias UITextSearchFoundTextStyle = TextSearchFoundTextStyle
public typealias UITextSearchAggregator = TextSearchAggregator
public typealias UIFindInteraction = FindInteraction
