import Foundation
import LayoutRender
import Testing

/// The login screen the StraitJacket README (seed 002) builds, as a view controller with the README's properties.
private class LoginViewController: UIViewController {
  let allItemsBoundaryGuide = UILayoutGuide()
  let buttonGuide = UILayoutGuide()
  let secondaryButtonGuide = UILayoutGuide()
  let titleLabel = UILabel("Welcome")
  let usernameTextField = UITextField(placeholder: "Username")
  let passwordTextField = UITextField(placeholder: "Password")
  let confirmButton = UIButton(title: "Sign in")
  let createAccountButton = UIButton(title: "Create account", style: .plain)
  let dividerLabel = UILabel("|")
  let forgotPasswordButton = UIButton(title: "Forgot password", style: .plain)

  // The README's 13-line version, unchanged.
  lazy var defaultRestraint: Restraint = {
    let aRestraint = Restraint(self.view)
      .addItems([
        allItemsBoundaryGuide,
        titleLabel,
        usernameTextField,
        passwordTextField,
        confirmButton,

        buttonGuide,
        secondaryButtonGuide,
        createAccountButton, dividerLabel, forgotPasswordButton,
      ])
      .setWidths([allItemsBoundaryGuide.width(260)])
      .alignItems(
        [allItemsBoundaryGuide],
        to: [.centerX, .centerY, .softLeft, .softRight, .softTop, .softBottom]
      )
      .chainVertically(
        [
          titleLabel,
          Space(60),
          usernameTextField,
          passwordTextField,
          confirmButton,
          Space(30),
          buttonGuide,
        ],
        in: allItemsBoundaryGuide
      )
      .alignItems([secondaryButtonGuide], to: [.centerX, .top, .bottom], of: buttonGuide)
      .chainHorizontally(
        [createAccountButton, dividerLabel, forgotPasswordButton],
        in: secondaryButtonGuide)

    return aRestraint
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
  }
}

/// The same screen in the README's "Layout Anchors" comparison: its `updateViewConstraints()` unchanged, with the
/// items added in `viewDidLoad()` (the README leaves adding them out).
private final class AnchorsLoginViewController: LoginViewController {
  private var didSetupConstraints = false

  override func viewDidLoad() {
    super.viewDidLoad()
    for guide in [allItemsBoundaryGuide, buttonGuide, secondaryButtonGuide] {
      view.addLayoutGuide(guide)
    }
    let views: [UIView] = [
      titleLabel, usernameTextField, passwordTextField, confirmButton, createAccountButton,
      dividerLabel,
      forgotPasswordButton,
    ]
    for item in views {
      item.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(item)
    }
  }

  // 40 lines of layout code
  override func updateViewConstraints() {
    if !didSetupConstraints {
      didSetupConstraints = true
      NSLayoutConstraint.activate([
        allItemsBoundaryGuide.widthAnchor.constraint(equalToConstant: 260),
        allItemsBoundaryGuide.centerXAnchor.constraint(equalTo: view.centerXAnchor, constant: 0),
        allItemsBoundaryGuide.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        allItemsBoundaryGuide.topAnchor.constraint(greaterThanOrEqualTo: view.topAnchor),
        allItemsBoundaryGuide.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor),
        allItemsBoundaryGuide.rightAnchor.constraint(lessThanOrEqualTo: view.rightAnchor),
        allItemsBoundaryGuide.leftAnchor.constraint(greaterThanOrEqualTo: view.leftAnchor),
        titleLabel.topAnchor.constraint(equalTo: allItemsBoundaryGuide.topAnchor),
        titleLabel.leftAnchor.constraint(equalTo: allItemsBoundaryGuide.leftAnchor),
        titleLabel.rightAnchor.constraint(equalTo: allItemsBoundaryGuide.rightAnchor),
        usernameTextField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 60),
        usernameTextField.leftAnchor.constraint(equalTo: allItemsBoundaryGuide.leftAnchor),
        usernameTextField.rightAnchor.constraint(equalTo: allItemsBoundaryGuide.rightAnchor),
        passwordTextField.topAnchor.constraint(
          equalTo: usernameTextField.bottomAnchor, constant: 8),
        passwordTextField.leftAnchor.constraint(equalTo: allItemsBoundaryGuide.leftAnchor),
        passwordTextField.rightAnchor.constraint(equalTo: allItemsBoundaryGuide.rightAnchor),
        confirmButton.topAnchor.constraint(equalTo: passwordTextField.bottomAnchor, constant: 8),
        confirmButton.leftAnchor.constraint(equalTo: allItemsBoundaryGuide.leftAnchor),
        confirmButton.rightAnchor.constraint(equalTo: allItemsBoundaryGuide.rightAnchor),

        buttonGuide.topAnchor.constraint(equalTo: confirmButton.bottomAnchor, constant: 30),
        buttonGuide.bottomAnchor.constraint(equalTo: allItemsBoundaryGuide.bottomAnchor),
        buttonGuide.leftAnchor.constraint(equalTo: allItemsBoundaryGuide.leftAnchor),
        buttonGuide.rightAnchor.constraint(equalTo: allItemsBoundaryGuide.rightAnchor),
        secondaryButtonGuide.centerYAnchor.constraint(equalTo: buttonGuide.centerYAnchor),
        secondaryButtonGuide.centerXAnchor.constraint(equalTo: buttonGuide.centerXAnchor),
        secondaryButtonGuide.topAnchor.constraint(equalTo: buttonGuide.topAnchor),
        secondaryButtonGuide.bottomAnchor.constraint(equalTo: buttonGuide.bottomAnchor),
        createAccountButton.topAnchor.constraint(equalTo: secondaryButtonGuide.topAnchor),
        createAccountButton.bottomAnchor.constraint(equalTo: secondaryButtonGuide.bottomAnchor),
        createAccountButton.leftAnchor.constraint(equalTo: secondaryButtonGuide.leftAnchor),
        dividerLabel.topAnchor.constraint(equalTo: secondaryButtonGuide.topAnchor),
        dividerLabel.bottomAnchor.constraint(equalTo: secondaryButtonGuide.bottomAnchor),
        dividerLabel.leftAnchor.constraint(equalTo: createAccountButton.rightAnchor, constant: 8),
        forgotPasswordButton.leftAnchor.constraint(equalTo: dividerLabel.rightAnchor, constant: 8),
        forgotPasswordButton.topAnchor.constraint(equalTo: secondaryButtonGuide.topAnchor),
        forgotPasswordButton.bottomAnchor.constraint(equalTo: secondaryButtonGuide.bottomAnchor),
        forgotPasswordButton.rightAnchor.constraint(equalTo: secondaryButtonGuide.rightAnchor),
      ])
    }
    super.updateViewConstraints()
  }
}

/// The code blocks of the StraitJacket README, compiled and run with only the import changed; the expected
/// positions follow from the README's constraints by hand (text sizes are read from the views, not assumed).
@Suite struct StraitJacketReadmeSnippets {
  @Test func chainInTheMarginsWithAnIdentifiedSpace() throws {
    let screen = LoginViewController()
    let aRestraint = Restraint(screen.view)
      .addItems([
        screen.titleLabel, screen.usernameTextField, screen.passwordTextField, screen.confirmButton,
      ])
      .chainVertically(
        [
          screen.titleLabel, Space(60).withId("space"), screen.usernameTextField,
          screen.passwordTextField,
          screen.confirmButton,
        ],
        in: screen.view.layoutMarginsGuide)
    #expect(aRestraint.constraints.allSatisfy { !$0.isActive })  // not active upon creation
    aRestraint.activate()

    let spaceConstraint = try #require(aRestraint.constraintWithId("space"))
    #expect(spaceConstraint.constant == 60 && spaceConstraint.isActive)
    screen.view.layoutIfNeeded()
    // A view controller's root view has UIKit's system minimum margins: 16 leading and trailing on a 375-point
    // phone, none at the top and bottom; the title is pinned to the top margin, the rest follow.
    #expect(screen.titleLabel.frame.minX == 16 && screen.titleLabel.frame.width == 375 - 32)
    #expect(abs(screen.usernameTextField.frame.minY - (screen.titleLabel.frame.maxY + 60)) < 1e-9)
    #expect(abs(screen.confirmButton.frame.maxY - 667) < 1e-9)
  }

  @Test func restraintsAreComposable() {
    let someView = UIView()
    let a = UIView()
    let b = UIView()
    let restraint1A = Restraint(someView).addItems([a]).setWidths([a.width(10)])
    let restraint1B = Restraint(someView).addItems([b]).setWidths([b.width(20)])
    let restraint1 = Restraint(someView, subRestraints: [restraint1A, restraint1B])
    restraint1.activate()
    // activating restraint1 also activates restraint1A and restraint1B
    #expect(
      restraint1A.constraints.allSatisfy(\.isActive)
        && restraint1B.constraints.allSatisfy(\.isActive))
  }

  @Test func anyConstraintCanBeAdded() {
    let root = UIView()
    let item = UIView()
    root.addSubview(item)
    let aConstraint: NSLayoutConstraint = item.widthAnchor.constraint(equalToConstant: 30)
    let aRestraint = Restraint(root)
    aRestraint.addConstraints([aConstraint])
    #expect(!aConstraint.isActive)
    aRestraint.activate()
    #expect(aConstraint.isActive)
  }

  @Test func theLoginScreen() {
    let screen = LoginViewController()
    screen.defaultRestraint.activate()
    // On a screen of a thousand pixels per point the frames show the solver's values to a thousandth (UIKit aligns
    // frames to the screen's pixels, which is not what this README example is about).
    screen.view.standForScreen(Screen(bounds: screen.view.bounds, scale: 1000))
    screen.view.layoutIfNeeded()
    func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }
    #expect(screen.view.ambiguityReport().isEmpty)

    // The boundary guide is 260 wide and centred, and every vertically chained item spans it.
    for item in [
      screen.titleLabel, screen.usernameTextField, screen.passwordTextField, screen.confirmButton,
    ] {
      #expect(near(item.frame.minX, (375 - 260) / 2) && near(item.frame.width, 260))
    }
    // The chain: 60 after the title, the default 8 between the fields and the button, then 30.
    #expect(near(screen.usernameTextField.frame.minY, screen.titleLabel.frame.maxY + 60))
    #expect(near(screen.passwordTextField.frame.minY, screen.usernameTextField.frame.maxY + 8))
    #expect(near(screen.confirmButton.frame.minY, screen.passwordTextField.frame.maxY + 8))
    let buttons = [screen.createAccountButton, screen.dividerLabel, screen.forgotPasswordButton]
    #expect(buttons.allSatisfy { near($0.frame.minY, screen.confirmButton.frame.maxY + 30) })
    // The secondary buttons share one height (aligned top and bottom): the tallest intrinsic height wins over
    // hugging, because compression resistance (750) outranks hugging (250).
    let tallest = buttons.map(\.intrinsicContentSize.height).max() ?? 0
    #expect(buttons.allSatisfy { near($0.frame.height, tallest) })
    // Horizontally they keep their intrinsic widths, 8 apart, and the row is centred on the screen.
    #expect(buttons.allSatisfy { near($0.frame.width, $0.intrinsicContentSize.width) })
    #expect(near(screen.dividerLabel.frame.minX, screen.createAccountButton.frame.maxX + 8))
    #expect(near(screen.forgotPasswordButton.frame.minX, screen.dividerLabel.frame.maxX + 8))
    let row = (screen.createAccountButton.frame.minX + screen.forgotPasswordButton.frame.maxX) / 2
    #expect(abs(row - 187.5) < 0.001)
    // The whole block is centred vertically.
    let block = (screen.titleLabel.frame.minY + screen.createAccountButton.frame.maxY) / 2
    #expect(abs(block - 333.5) < 0.001)
  }

  @Test func theAnchorsComparisonGivesTheSameScreen() {
    let restrained = LoginViewController()
    restrained.defaultRestraint.activate()
    let anchored = AnchorsLoginViewController()
    func frames(_ screen: LoginViewController) -> [CGRect] {
      screen.view.layoutIfNeeded()
      let views: [UIView] = [
        screen.titleLabel, screen.usernameTextField, screen.passwordTextField, screen.confirmButton,
        screen.createAccountButton, screen.dividerLabel, screen.forgotPasswordButton,
      ]
      return views.map(\.frame)
        + [screen.allItemsBoundaryGuide, screen.buttonGuide, screen.secondaryButtonGuide].map(
          \.layoutFrame)
    }
    let expected = frames(restrained)
    let actual = frames(anchored)
    #expect(
      zip(expected, actual).allSatisfy {
        abs($0.minX - $1.minX) < 1e-9 && abs($0.minY - $1.minY) < 1e-9
      })
    #expect(
      zip(expected, actual).allSatisfy {
        abs($0.width - $1.width) < 1e-9 && abs($0.height - $1.height) < 1e-9
      })
  }

  @Test func viewControllerHooksRunOnceInOrder() {
    final class Recorder: UIViewController {
      var calls: [String] = []
      override func viewDidLoad() { calls.append("viewDidLoad") }
      override func updateViewConstraints() { calls.append("updateViewConstraints") }
    }
    let recorder = Recorder()
    #expect(!recorder.isViewLoaded && recorder.calls.isEmpty)
    _ = recorder.view
    _ = recorder.view
    #expect(recorder.calls == ["viewDidLoad", "updateViewConstraints"])
  }
}
