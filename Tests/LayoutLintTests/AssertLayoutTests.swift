import Foundation
import LayoutLint
import LayoutRender
import LayoutSnapshotTesting
import Testing

/// `assertLayout` fails a test for each defect, with no reference image, across content sizes and variants.
@Suite struct AssertLayoutTests {
  /// A row whose title and value share a fixed 200-point width: fine at the default size, cut off at ax3.
  private func row() -> UIView {
    let view = UIView()
    let title = UILabel()
    title.text = "Notifications"
    title.font = .preferredFont(forTextStyle: .body)
    title.accessibilityIdentifier = "title"
    title.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(title)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      title.widthAnchor.constraint(equalToConstant: 140),
      title.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
    return view
  }

  @Test func aCleanViewPasses() {
    let failed = assertLayout(size: CGSize(width: 200, height: 80)) { row() }
    #expect(failed.isEmpty)
  }

  @Test func aTitleCutOffAtALargeSizeFails() {
    // At ax3 (accessibilityExtraLarge) the body style is 40 points: "Notifications" is far wider than 140 points.
    var failed: [LayoutFinding] = []
    withKnownIssue {
      failed = assertLayout(
        size: CGSize(width: 200, height: 80), contentSizes: [.large, .accessibilityExtraLarge]
      ) {
        row()
      }
    }
    #expect(failed.map(\.kind) == [.truncated])
    #expect(failed.first?.view == "title")
  }

  @Test func ignoredKindsDoNotFail() {
    let failed = assertLayout(
      size: CGSize(width: 200, height: 80), contentSizes: [.accessibilityExtraLarge],
      ignoring: [.truncated]
    ) { row() }
    #expect(failed.isEmpty)
  }

  @Test func theExpandedPseudoLocaleFindsTextThatCannotGrow() {
    var failed: [LayoutFinding] = []
    withKnownIssue {
      // "[Notifications~~~~~]" at 17 points needs more than 140 points.
      failed = assertLayout(size: CGSize(width: 200, height: 80), locales: ["none", "expanded"]) {
        row()
      }
    }
    #expect(failed.map(\.kind) == [.truncated])
  }
}
