import Foundation

/// The system colour picker (UIKit's `UIColorPickerViewController`): its choice is kept; nothing is picked here, so
/// its delegate is told nothing, and it shows a plain view.
@preconcurrency @MainActor
open class ColorPickerViewController: ViewController {
  /// Told when a colour is picked and when the picker closes: never, here.
  open weak var delegate: ColorPickerViewControllerDelegate?
  /// The colour chosen (white until set, as in UIKit).
  open var selectedColor: Color = .white
  /// Whether the picker offers an opacity slider (UIKit's default: yes).
  open var supportsAlpha = true
}

/// What a colour picker tells (UIKit's `UIColorPickerViewControllerDelegate`); every method is optional.
@preconcurrency @MainActor
public protocol ColorPickerViewControllerDelegate: AnyObject {
  func colorPickerViewControllerDidFinish(_ viewController: ColorPickerViewController)
  func colorPickerViewController(
    _ viewController: ColorPickerViewController, didSelect color: Color, continuously: Bool)
  func colorPickerViewControllerDidSelectColor(_ viewController: ColorPickerViewController)
}

extension ColorPickerViewControllerDelegate {
  public func colorPickerViewControllerDidFinish(_ viewController: ColorPickerViewController) {}
  public func colorPickerViewController(
    _ viewController: ColorPickerViewController, didSelect color: Color, continuously: Bool
  ) {}
  public func colorPickerViewControllerDidSelectColor(_ viewController: ColorPickerViewController) {
  }
}

public typealias UIColorPickerViewController = ColorPickerViewController
public typealias UIColorPickerViewControllerDelegate = ColorPickerViewControllerDelegate
