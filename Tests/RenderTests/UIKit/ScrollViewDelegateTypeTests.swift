import Foundation
import LayoutRender
import Testing

/// Table, collection and text views have a `delegate` of their own delegate protocol, as UIKit redeclares it; seen
/// as a scroll view, the same object is the scroll view delegate.
@MainActor @Suite struct ScrollViewDelegateTypeTests {
  final class Listener: NSObject, UITableViewDelegate, UICollectionViewDelegate, UITextViewDelegate
  {
    var selected: [IndexPath] = []
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { false }
  }

  @Test func aTableViewsDelegateIsATableViewDelegate() {
    let listener = Listener()
    let table = UITableView()
    table.delegate = listener
    // The idiom of a test selecting a row by hand.
    table.delegate?.tableView(table, didSelectRowAt: IndexPath(row: 2, section: 0))
    #expect(listener.selected == [IndexPath(row: 2, section: 0)])
    let scrollView: UIScrollView = table
    #expect(scrollView.delegate === listener)
  }

  @Test func aCollectionViewsDelegateIsACollectionViewDelegate() {
    let listener = Listener()
    let collection = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collection.delegate = listener
    collection.delegate?.collectionView(collection, didSelectItemAt: IndexPath(item: 1, section: 0))
    #expect(listener.selected == [IndexPath(item: 1, section: 0)])
  }

  @Test func aTextViewsDelegateIsATextViewDelegateAndStaysWeak() {
    let text = UITextView()
    var listener: Listener? = Listener()
    text.delegate = listener
    #expect(text.delegate?.textViewShouldBeginEditing(text) == false)
    listener = nil
    #expect(text.delegate == nil)
    #expect((text as UIScrollView).delegate == nil)
  }

  @Test func aPlainScrollViewTakesAnyScrollViewDelegate() {
    final class Scroller: NSObject, UIScrollViewDelegate {}
    let scroller = Scroller()
    let scrollView = UIScrollView()
    scrollView.delegate = scroller
    #expect(scrollView.delegate === scroller)
    // A scroll view delegate that is not a table view delegate is no table view's delegate.
    let table = UITableView()
    (table as UIScrollView).delegate = scroller
    #expect(table.delegate == nil)
  }
}
