import Foundation
import LayoutRender
import Testing

/// UISearchBar's styling members as UIKit declares them: kept, the search icon drawn.
@Suite struct SearchBarStylingTests {
  @Test func aReplacedSearchIconIsTheFieldsLeftView() throws {
    let bar = UISearchBar()
    let icon = UIImage(systemName: "person")
    bar.setImage(icon, for: .search, state: .normal)
    #expect(bar.image(for: .search, state: .normal) === icon)
    let shown = try #require(bar.searchTextField.leftView as? UIImageView)
    #expect(shown.image === icon)
    // Other icons and states are kept without changing the field.
    bar.setImage(UIImage(systemName: "xmark"), for: .clear, state: .normal)
    #expect((bar.searchTextField.leftView as? UIImageView)?.image === icon)
  }

  @Test func stylingIsKept() {
    let bar = UISearchBar()
    bar.backgroundImage = UIImage()
    bar.barStyle = .black
    bar.isTranslucent = false
    bar.setPositionAdjustment(UIOffset(horizontal: 4, vertical: 0), for: .search)
    bar.setShowsScope(true, animated: true)
    bar.isEnabled = false
    #expect(bar.backgroundImage != nil && bar.barStyle == .black && !bar.isTranslucent)
    #expect(bar.positionAdjustment(for: .search) == UIOffset(horizontal: 4, vertical: 0))
    #expect(bar.positionAdjustment(for: .clear) == .zero)
    #expect(bar.showsScopeBar && !bar.searchTextField.isEnabled)
    bar.setScopeBarButtonTitleTextAttributes([.foregroundColor: UIColor.red], for: .selected)
    #expect(bar.scopeBarButtonTitleTextAttributes(for: .selected)?.count == 1)
    #expect(bar.scopeBarButtonTitleTextAttributes(for: .normal) == nil)
  }
}
