import SnapshotTesting
import UIKit
import XCTest

/// Onboarding pages as apps write them: a page view controller that is its own data source.
final class OnboardingViewController: UIPageViewController, UIPageViewControllerDataSource {
  let pages: [UIViewController] = [UIColor.systemRed, .systemGreen, .systemBlue].map { color in
    let page = UIViewController()
    page.view.backgroundColor = color
    return page
  }

  init() {
    super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    dataSource = self
    setViewControllers([pages[0]], direction: .forward, animated: false)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    pages.firstIndex(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    pages.firstIndex(of: viewController).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
  }
}

final class PageViewSpellings: XCTestCase {
  func testThePageShownFillsTheScreen() throws {
    let onboarding = OnboardingViewController()
    let image = try XCTUnwrap(
      { () -> UIImage? in
        var result: UIImage?
        Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe, traits: .init(displayScale: 1))
          .snapshot(onboarding).run { result = $0 }
        return result
      }())
    XCTAssertEqual(onboarding.children.count, 1)
    XCTAssertTrue(onboarding.viewControllers?.first === onboarding.pages[0])
    XCTAssertEqual(onboarding.pages[0].view.frame, CGRect(x: 0, y: 0, width: 320, height: 568))
    // The first page, red, fills the image.
    let (red, green, blue, _) = image.bitmap.pixel(x: 160, y: 300)
    XCTAssertEqual([red, green, blue], [255, 59, 48])
    onboarding.setViewControllers([onboarding.pages[1]], direction: .forward, animated: false)
    XCTAssertTrue(onboarding.children.first === onboarding.pages[1])
    XCTAssertNil(onboarding.pages[0].view.superview)
  }
}
