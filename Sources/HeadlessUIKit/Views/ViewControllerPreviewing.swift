import Foundation

// 3D Touch previews (iOS 9 to 12) and state restoration: kept so that older controllers compile; nothing is pressed
// or restored here.

/// A 3D Touch preview registration (UIKit's `UIViewControllerPreviewing`).
public protocol ViewControllerPreviewing: AnyObject {
  /// The view the registration is for.
  var sourceView: View { get }
  /// The area that stays sharp while previewing.
  var sourceRect: CGRect { get set }
  /// What makes and commits the previews.
  var delegate: ViewControllerPreviewingDelegate { get }
}

/// What makes and commits 3D Touch previews (UIKit's `UIViewControllerPreviewingDelegate`).
public protocol ViewControllerPreviewingDelegate: AnyObject {
  /// The controller to preview at `location`.
  func previewingContext(
    _ previewingContext: ViewControllerPreviewing, viewControllerForLocation location: CGPoint
  )
    -> ViewController?
  /// Shows a previewed controller in full.
  func previewingContext(
    _ previewingContext: ViewControllerPreviewing, commit viewControllerToCommit: ViewController)
}

/// An action under a 3D Touch preview (UIKit's `UIPreviewActionItem`).
public protocol PreviewActionItem: AnyObject {
  /// The action's title.
  var title: String { get }
}

/// The class that makes a controller when state is restored (UIKit's `UIViewControllerRestoration`).
public protocol ViewControllerRestoration: AnyObject {
  /// The controller for `identifierComponents`.
  static func viewController(
    withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  )
    -> ViewController?
}

/// A registration kept by ``ViewController/registerForPreviewing(with:sourceView:)``.
final class PreviewingRegistration: ViewControllerPreviewing {
  let sourceView: View
  var sourceRect: CGRect
  let delegate: ViewControllerPreviewingDelegate

  init(delegate: ViewControllerPreviewingDelegate, sourceView: View) {
    self.delegate = delegate
    self.sourceView = sourceView
    sourceRect = sourceView.bounds
  }
}

public typealias UIViewControllerPreviewing = ViewControllerPreviewing
public typealias UIViewControllerPreviewingDelegate = ViewControllerPreviewingDelegate
public typealias UIPreviewActionItem = PreviewActionItem
public typealias UIViewControllerRestoration = ViewControllerRestoration
