import Foundation
import Testing

@testable import HeadlessUIKit

/// The UIViewController members that live beside the bars, presentations and storyboards.
@Suite struct ViewControllerMemberTests {
  /// The root view's smallest side margins follow the device, not the orientation: 16 points on a 375-point-wide
  /// phone in landscape (812 × 375, as UIKit recorded an iPhone X's), 20 on a 428-point Plus phone in either.
  @Test func systemMarginsFollowThePhonesShorterSide() {
    func sideMargin(width: CGFloat, height: CGFloat) -> CGFloat {
      let screen = ViewController()
      screen.appear(in: makeRoot(width: width, height: height))
      return screen.systemMinimumLayoutMargins.leading
    }
    #expect(sideMargin(width: 812, height: 375) == 16)
    #expect(sideMargin(width: 375, height: 812) == 16)
    #expect(sideMargin(width: 428, height: 926) == 20)
    #expect(sideMargin(width: 926, height: 428) == 20)
  }

  @Test func theEditButtonFollowsEditing() throws {
    let controller = UIViewController()
    let item = controller.editButtonItem
    #expect(item.title == "Edit" && item.style == .plain)
    controller.setEditing(true, animated: false)
    #expect(item.title == "Done" && item.style == .done)
    #expect(controller.editButtonItem === item)
    // Its action toggles editing, as tapping it does in UIKit.
    let action = try #require(item.primaryAction)
    action.handler(action)
    #expect(!controller.isEditing && item.title == "Edit")
  }

  @Test func aControllerHasTheSheetOrPopoverItsStyleCallsFor() {
    let controller = UIViewController()
    // `.automatic` presents as a page sheet.
    #expect(controller.sheetPresentationController != nil)
    #expect(controller.popoverPresentationController == nil)
    controller.sheetPresentationController?.detents = [.medium(), .large()]
    #expect(controller.sheetPresentationController?.detents.map(\.identifier) == [.medium, .large])
    controller.modalPresentationStyle = .popover
    #expect(controller.sheetPresentationController == nil)
    controller.popoverPresentationController?.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(
      controller.popoverPresentationController?.sourceRect
        == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(controller.presentationController === controller.popoverPresentationController)
    controller.modalPresentationStyle = .fullScreen
    #expect(controller.presentationController?.presentedViewController === controller)
  }

  @Test func aViewLoadingPropertyLoadsTheView() {
    final class Screen: UIViewController {
      @ViewLoading var title1: UILabel
      override func viewDidLoad() {
        super.viewDidLoad()
        title1 = UILabel()
        title1.text = "Loaded"
      }
    }
    let screen = Screen()
    #expect(!screen.isViewLoaded)
    #expect(screen.title1.text == "Loaded")
    #expect(screen.isViewLoaded)
  }

  @Test func aStoryboardControllerIsAnEmptyStandInWithAnError() {
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let (controller, diagnostics) = Diagnostics.collect {
      storyboard.instantiateViewController(withIdentifier: "Settings")
    }
    #expect(type(of: controller) == UIViewController.self)
    #expect(diagnostics.count == 1 && diagnostics[0].severity == .error)
    #expect(
      diagnostics[0].message.contains("\"Main\"") && diagnostics[0].message.contains("\"Settings\"")
    )
  }

  @Test func aControllersTraitOverridesAreItsViews() {
    let controller = UIViewController()
    controller.traitOverrides.verticalSizeClass = .compact
    #expect(controller.view.traitCollection.verticalSizeClass == .compact)
  }

  @Test func keyCommandsAddedAreKept() {
    let controller = UIViewController()
    let save = UIKeyCommand(input: "s", modifierFlags: .command, action: _sel("save"))
    controller.addKeyCommand(save)
    #expect(controller.keyCommands?.count == 1 && controller.keyCommands?.first === save)
    controller.removeKeyCommand(save)
    #expect(controller.keyCommands?.isEmpty == true)
  }

  @Test func aKeyboardMessageReadsTheNotificationsUserInfo() throws {
    let notification = Notification(
      name: UIResponder.keyboardWillShowNotification, object: nil,
      userInfo: [
        UIResponder.keyboardFrameBeginUserInfoKey: CGRect(x: 0, y: 667, width: 375, height: 300),
        UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 367, width: 375, height: 300),
        UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
      ])
    let message = try #require(UIResponder.KeyboardWillShowMessage.makeMessage(notification))
    #expect(message.endFrame.minY == 367)
    #expect(message.animationDuration == 0.25)
    #expect(UIResponder.KeyboardWillShowMessage.makeMessage(Notification(name: .init("x"))) == nil)
  }
}
