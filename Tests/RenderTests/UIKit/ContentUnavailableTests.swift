import Foundation
import LayoutRender
import Testing

/// A view controller's content-unavailable configuration, laid over its view (docs/uikit-lists.md, "Content
/// unavailable").
///
/// Expected frames are derived from UIKit's defaults: the stack centred in the safe area less 16-point margins above
/// and below and 32-point margins on the sides, 15 points under the image (8 under the loading indicator), 3 between
/// the texts; a symbol at 48 points is 56 points square (48 × 20 / 17, rounded); text heights are those of plain
/// labels in the same fonts, measured by the same text engine.
@MainActor @Suite struct ContentUnavailableTests {
  /// A 390 × 844 screen with a 47-point top and 34-point bottom safe area: the content region is x 32...358 and
  /// y 63...794 (its middle at 428.5).
  private func show(_ configure: (UIViewController) -> Void) -> (UIViewController, UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    root.additionalSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let controller = UIViewController()
    configure(controller)
    controller.appear(in: root)
    root.layoutIfNeeded()
    let shown = controller.view.subviews.last { $0 is UIContentUnavailableView }
    return (controller, shown ?? UIView())
  }

  private func height(_ text: String, _ font: UIFont, width: CGFloat) -> CGFloat {
    let label = UILabel()
    label.numberOfLines = 0
    label.font = font
    label.text = text
    return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
  }

  private func frame(_ view: UIView, _ identifier: String) -> CGRect? {
    view.subviews.first { $0.accessibilityIdentifier == identifier || $0.identifier == identifier }?
      .frame
  }

  @Test func emptyStackIsCentredInTheSafeAreaLessTheMargins() throws {
    var configuration = UIContentUnavailableConfiguration.empty()
    configuration.image = UIImage(systemName: "star")
    configuration.text = "No Favorites"
    configuration.secondaryText = "Tap the star to add one."
    let (controller, shown) = show { $0.contentUnavailableConfiguration = configuration }
    #expect(shown.frame == controller.view.bounds)
    let textHeight = height("No Favorites", configuration.textProperties.font, width: 326)
    let secondaryHeight = height(
      "Tap the star to add one.", configuration.secondaryTextProperties.font, width: 326)
    let total = 56 + 15 + textHeight + 3 + secondaryHeight
    let top = 428.5 - total / 2
    #expect(frame(shown, "image") == CGRect(x: 167, y: top, width: 56, height: 56))
    let text = try #require(frame(shown, "text"))
    #expect(text.minX == 32 && text.width == 326)
    #expect(abs(text.minY - (top + 71)) < 0.001 && abs(text.height - textHeight) < 0.001)
    let secondary = try #require(frame(shown, "secondaryText"))
    #expect(abs(secondary.minY - (top + 71 + textHeight + 3)) < 0.001)
  }

  /// UIKit's styles: the text in bold title 2 (22 points at the default size) and the label colour, the secondary
  /// text in the 15-point subheadline style and the secondary label colour.
  @Test func standardTextStyles() {
    let configuration = UIContentUnavailableConfiguration.empty()
    #expect(configuration.textProperties.font.pointSize == 22)
    #expect(configuration.textProperties.font.fontDescriptor.symbolicTraits.contains(.traitBold))
    #expect(configuration.textProperties.color == .label)
    #expect(configuration.secondaryTextProperties.font.pointSize == 15)
    #expect(configuration.secondaryTextProperties.color == .secondaryLabel)
  }

  @Test func loadingShowsAnIndicatorOverLoadingText() throws {
    let (_, shown) = show {
      $0.contentUnavailableConfiguration = UIContentUnavailableConfiguration.loading()
    }
    let indicator = try #require(shown.subviews.first { $0 is UIActivityIndicatorView })
    let font = UIFont.preferredFont(forTextStyle: .subheadline)
    let textHeight = height("Loading\u{2026}", font, width: 326)
    let top = 428.5 - (32 + 8 + textHeight) / 2
    #expect(indicator.frame == CGRect(x: 179, y: top, width: 32, height: 32))
    let text = try #require(shown.subviews.first { $0 is UILabel } as? UILabel)
    #expect(text.text == "Loading\u{2026}")
    #expect(abs(text.frame.minY - (top + 40)) < 0.001)
  }

  @Test func searchNamesTheSearchTextAndKeepsATeamsOwnText() throws {
    let search = UISearchController(searchResultsController: nil)
    search.searchBar.text = "kiwi"
    let (_, shown) = show { controller in
      controller.navigationItem.searchController = search
      controller.contentUnavailableConfiguration = UIContentUnavailableConfiguration.search()
    }
    let texts = shown.subviews.compactMap { ($0 as? UILabel)?.text }
    #expect(
      texts == ["No Results for \u{201C}kiwi\u{201D}", "Check the spelling or try a new search."])
    var own = UIContentUnavailableConfiguration.search()
    own.text = "Nothing here"
    var state = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection())
    state.searchText = "kiwi"
    #expect(own.updated(for: state).text == "Nothing here")
  }

  /// UIKit calls `updateContentUnavailableConfiguration(using:)` before the view appears; `nil` takes the view away.
  @Test func theUpdateMethodRunsBeforeAppearingAndNilRemovesTheView() {
    final class Favorites: UIViewController {
      var isEmpty = true
      override func updateContentUnavailableConfiguration(
        using state: UIContentUnavailableConfigurationState
      ) {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.text = "No Favorites"
        contentUnavailableConfiguration = isEmpty ? configuration : nil
      }
    }
    let controller = Favorites()
    controller.appear(in: UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)))
    #expect(controller.view.subviews.contains { $0 is UIContentUnavailableView })
    controller.isEmpty = false
    controller.setNeedsUpdateContentUnavailableConfiguration()
    #expect(!controller.view.subviews.contains { $0 is UIContentUnavailableView })
  }
}
