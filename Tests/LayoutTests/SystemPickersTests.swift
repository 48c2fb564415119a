import Foundation
import HeadlessUIKit
import Testing

/// The share sheet and the image picker as app code uses them: made, configured, presented; there is no camera or
/// photo library, so nothing is picked.
@Suite struct SystemPickersTests {
  final class Profile: UIViewController, UIImagePickerControllerDelegate,
    UINavigationControllerDelegate
  {
    var cancelled = false
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { cancelled = true }
  }

  @Test func anImagePickerTakesItsDelegateAndSaysThereIsNoCamera() {
    let profile = Profile()
    let picker = UIImagePickerController()
    picker.sourceType = .photoLibrary
    picker.allowsEditing = true
    picker.delegate = profile
    #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
    #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
    #expect(picker.delegate === profile)
    picker.delegate?.imagePickerControllerDidCancel(picker)
    #expect(profile.cancelled)
    #expect(
      UIImagePickerController.InfoKey.editedImage.rawValue == "UIImagePickerControllerEditedImage")
  }

  @Test func aShareSheetIsPresentedLikeAnyController() {
    let root = UIViewController()
    let share = UIActivityViewController(
      activityItems: ["A link", URL(fileURLWithPath: "/tmp/a.txt")], applicationActivities: nil)
    share.excludedActivityTypes = [.airDrop, .print]
    root.present(share, animated: true)
    #expect(root.presentedViewController === share)
    #expect(share.activityItems.count == 2 && share.excludedActivityTypes?.first == .airDrop)
  }
}

/// Split view and search controllers as UIKit declares them: their designated initialiser overridden by a subclass,
/// their stored settings and the display mode button.
@Suite struct SplitAndSearchControllerMembersTests {
  final class Search: UISearchController {
    var made = false
    override init(nibName: String?, bundle: Bundle?) {
      super.init(nibName: nibName, bundle: bundle)
      made = true
    }
    required init?(coder: NSCoder) { nil }
  }

  @Test func subclassesOverrideTheDesignatedInitialiser() {
    let search = Search(nibName: nil, bundle: nil)
    #expect(search.made && search.searchResultsController == nil)
    search.scopeBarActivation = .onTextEntry
    #expect(search.scopeBarActivation == .onTextEntry && search.searchBarPlacement == .automatic)
    let split = UISplitViewController(nibName: nil, bundle: nil)
    #expect(split.style == .unspecified)
    split.viewControllers = [UIViewController(), UIViewController()]
    #expect(split.displayModeButtonItem === split.displayModeButtonItem)
    #expect(split.isShowing(.secondary) && !split.isShowing(.supplementary))
    // `splitViewController` is open, as UIKit's: a subclass overrides it.
    final class Detail: UIViewController {
      override var splitViewController: UISplitViewController? { super.splitViewController }
    }
    let detail = Detail()
    split.viewControllers = [UIViewController(), detail]
    #expect(detail.splitViewController === split)
  }
}

/// Refresh controls and popover delegates as UIKit declares them.
@Suite struct RefreshAndPopoverTests {
  final class Refresh: UIRefreshControl {
    override init() {
      super.init()
      tintColor = .red
    }
    required init?(coder: NSCoder) { nil }
  }

  final class Menu: UIViewController, UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController)
      -> UIModalPresentationStyle
    { .none }
  }

  @Test func subclassesAndDelegatesCompileAsOnIOS() {
    let refresh = Refresh()
    #expect(refresh.tintColor == .red && !refresh.isRefreshing)
    let menu = Menu()
    let delegate: UIPopoverPresentationControllerDelegate = menu
    let presenting = UIViewController()
    let popover = UIPopoverPresentationController(
      presentedViewController: menu, presenting: presenting)
    popover.delegate = menu
    #expect(delegate.popoverPresentationControllerShouldDismissPopover(popover))
    #expect(delegate.adaptivePresentationStyle(for: popover) == UIModalPresentationStyle.none)
  }
}

/// A transitioning delegate may give a custom presentation controller, as UIKit asks for one; by default it does not.
@Suite struct TransitioningDelegateTests {
  final class Plain: UIViewControllerTransitioningDelegate {}
  final class Custom: UIViewControllerTransitioningDelegate {
    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      UIPresentationController(presentedViewController: presented, presenting: presenting)
    }
  }

  @Test func aCustomPresentationControllerIsAnsweredOnlyWhenGiven() {
    let shown = UIViewController()
    let source = UIViewController()
    #expect(
      Plain().presentationController(forPresented: shown, presenting: source, source: source) == nil
    )
    let given = Custom().presentationController(
      forPresented: shown, presenting: source, source: source)
    #expect(given?.presentedViewController === shown)
  }
}
