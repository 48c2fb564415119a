// A paged onboarding as an app writes it: a page view controller of pages built with a dynamic colour, a scaled font,
// a link in a text view, visual-format constraints, keyframe animations; a configured button pinned to the keyboard
// layout guide, and a trait-change registration in the form of Apple's sample code.
import UIKit

final class WelcomePage: UIViewController {
    private let symbol: String
    private let heading: String
    private let body: String
    init(symbol: String, heading: String, body: String) {
        self.symbol = symbol
        self.heading = heading
        self.body = body
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(white: 0.1, alpha: 1) : UIColor(red: 0.96, green: 0.97, blue: 1, alpha: 1)
        }
        let image = UIImageView(image: UIImage(systemName: symbol)?.withConfiguration(UIImage.SymbolConfiguration(pointSize: 72, weight: .light)))
        image.tintColor = .systemIndigo
        let title = UILabel()
        title.text = heading
        title.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 28, weight: .bold), maximumPointSize: 40)
        title.adjustsFontForContentSizeCategory = true
        let text = UITextView()
        text.isEditable = false
        text.isScrollEnabled = false
        text.backgroundColor = .clear
        text.textContainerInset = .zero
        text.textContainer.lineFragmentPadding = 0
        text.dataDetectorTypes = [.link]
        let attributed = NSMutableAttributedString(string: body, attributes: [.font: UIFont.preferredFont(forTextStyle: .body), .foregroundColor: UIColor.secondaryLabel])
        if let range = body.range(of: "privacy policy") {
            attributed.addAttribute(.link, value: URL(string: "https://example.com/privacy")!, range: NSRange(range, in: body))
        }
        text.attributedText = attributed
        text.textAlignment = .center
        let stack = UIStackView(arrangedSubviews: [image, title, text])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let views = ["stack": stack]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-(32)-[stack]-(32)-|", options: [], metrics: nil, views: views))
        let centre = stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor, constant: -40)
        centre.priority = .defaultHigh - 1
        centre.isActive = true
        stack.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 2).isActive = true
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: [.calculationModeCubic]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.view.alpha = 0.8 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.view.alpha = 1 }
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        view.layer.opacity = 1
        CATransaction.commit()
    }
}

final class WelcomePagesViewController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    private lazy var pages: [UIViewController] = [
        WelcomePage(symbol: "sparkles", heading: "Welcome", body: "Plan trips with friends and keep every booking in one place."),
        WelcomePage(symbol: "bell.badge", heading: "Stay in the loop", body: "Get a nudge before each departure. Read our privacy policy to see what we keep."),
    ]
    private let pageControl = UIPageControl()
    private let nextButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        configuration.cornerStyle = .capsule
        configuration.buttonSize = .large
        configuration.image = UIImage(systemName: "arrow.right")
        configuration.imagePlacement = .trailing
        configuration.imagePadding = 8
        let button = UIButton(configuration: configuration, primaryAction: nil)
        button.configurationUpdateHandler = { button in
            var updated = button.configuration
            updated?.showsActivityIndicator = !button.isEnabled
            button.configuration = updated
        }
        return button
    }()

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 16])
    }
    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        setViewControllers([pages[0]], direction: .forward, animated: false)
        pageControl.numberOfPages = pages.count
        pageControl.currentPageIndicatorTintColor = .systemIndigo
        pageControl.pageIndicatorTintColor = .systemIndigo.withAlphaComponent(0.25)
        nextButton.tintColor = .systemIndigo
        nextButton.addAction(UIAction { [weak self] _ in self?.advance() }, for: .primaryActionTriggered)
        for subview in [pageControl, nextButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            nextButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            nextButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            nextButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
            pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            pageControl.bottomAnchor.constraint(equalTo: nextButton.topAnchor, constant: -12),
        ])
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
            self.view.setNeedsLayout()
        }
    }

    private func advance() {
        guard let current = viewControllers?.first, let index = pages.firstIndex(of: current), index + 1 < pages.count else { return }
        setViewControllers([pages[index + 1]], direction: .forward, animated: true)
        pageControl.currentPage = index + 1
        UIView.performWithoutAnimation { view.layoutIfNeeded() }
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        guard completed, let current = viewControllers?.first else { return }
        pageControl.currentPage = pages.firstIndex(of: current) ?? 0
    }
}

import LayoutRender
_ = Scene("Welcome pages", device: .iPhone15) { root in
    let controller = WelcomePagesViewController()
    controller.view.frame = root.bounds
    root.addSubview(controller.view)
}
