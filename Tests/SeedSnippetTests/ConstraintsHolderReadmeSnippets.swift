import Foundation
import LayoutRender
import Testing

/// The README's view controller (seed 000), in the "Why" version with a stored constraint.
///
/// Its "Usage" version with the holder follows. The README misspells two UIKit names (`translatesAutoResizingMaskIntoConstraints`,
/// `NSLayoutConstraint.ativate`); they are corrected here, as they would have to be on iOS.
private final class StoredReferenceViewController: UIViewController {
  private let vw = UIView()
  private var vwTopConstraint: NSLayoutConstraint?

  var subject: UIView { vw }

  override func viewDidLoad() {
    super.viewDidLoad()

    vw.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(vw)

    let topConstraint = vw.topAnchor.constraint(equalTo: view.topAnchor, constant: 20)
    vwTopConstraint = topConstraint

    NSLayoutConstraint.activate([
      topConstraint
      // other constraints
    ])
  }

  func changeConstraint() {
    vwTopConstraint?.constant = 50
    view.layoutIfNeeded()
  }
}

private final class HolderViewController: UIViewController {
  private let vw = UIView()

  var subject: UIView { vw }

  override func viewDidLoad() {
    super.viewDidLoad()

    vw.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(vw)

    vw.updateConstraints { holder in
      holder.top = vw.topAnchor.constraint(equalTo: view.topAnchor, constant: 20)

      holder.activate([
        \.top
      ])
    }
  }

  func changeConstraint() {
    vw.updateConstraints { holder in
      holder.top?.constant = 50
      view.layoutIfNeeded()
    }
  }
}

/// The code blocks of the ConstraintsHolder README, compiled and run with only the import changed.
///
/// The README's first misuse example (a leading constraint assigned to `top`) is a compile error here, by design;
/// the runtime path for untyped constraints is covered in `ConstraintsHolderTests`.
@Suite struct ConstraintsHolderReadmeSnippets {
  @Test func bothVersionsMoveTheViewTheSameWay() {
    let stored = StoredReferenceViewController()
    let held = HolderViewController()
    for view: UIView in [stored.view, held.view] {
      view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      view.layoutIfNeeded()
    }
    #expect(stored.subject.frame.minY == 20 && held.subject.frame.minY == 20)
    stored.changeConstraint()
    held.changeConstraint()
    #expect(stored.subject.frame.minY == 50 && held.subject.frame.minY == 50)
  }

  @Test func activatingOrDeactivatingAnEmptySlotIsReported() {
    let view = UIView()
    let vw = UIView()
    view.addSubview(vw)
    let (_, diagnostics) = Diagnostics.collect {
      vw.updateConstraints { holder in
        holder.top = vw.topAnchor.constraint(equalTo: view.topAnchor, constant: 20)

        holder.activate([
          \.bottom
        ])
      }
      vw.updateConstraints { holder in
        holder.deactivate([
          \.bottom
        ])
      }
    }
    #expect(diagnostics.count == 2 && diagnostics.allSatisfy { $0.message.contains("bottom") })
  }

  @Test func clearingAnActiveSlotIsReported() {
    let view = UIView()
    let vw = UIView()
    view.addSubview(vw)
    vw.updateConstraints { holder in
      holder.top = vw.topAnchor.constraint(equalTo: view.topAnchor)
      holder.activate([\.top])
    }
    let (_, diagnostics) = Diagnostics.collect {
      vw.updateConstraints { holder in
        holder.top = nil
      }
    }
    #expect(diagnostics.count == 1 && diagnostics[0].message.contains("top"))
    vw.updateConstraints { holder in #expect(holder.top?.isActive == true) }
  }

  @Test func deactivateReplaceActivate() {
    let navBar = UIView()
    let smallTitleView = UIView()
    let assetsTotalValueLabel = UILabel("$1,234")
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    for child in [navBar, smallTitleView, assetsTotalValueLabel] { root.addSubview(child) }
    navBar.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    smallTitleView.frame = CGRect(x: 0, y: 60, width: 100, height: 20)
    assetsTotalValueLabel.updateConstraints { holder in
      holder.centerY = assetsTotalValueLabel.centerYAnchor.constraint(equalTo: root.centerYAnchor)
      holder.leading = assetsTotalValueLabel.leadingAnchor.constraint(equalTo: root.leadingAnchor)
      holder.activateAll()
    }

    assetsTotalValueLabel.updateConstraints { holder in
      // deactivate old constraints
      holder.deactivate([
        \.centerY,
        \.leading,
      ])

      // replace old constraints with new
      holder.centerY = assetsTotalValueLabel.centerYAnchor.constraint(equalTo: navBar.centerYAnchor)
      holder.leading = assetsTotalValueLabel.leadingAnchor.constraint(
        equalTo: smallTitleView.trailingAnchor, constant: 10)

      // activate new constraints
      holder.activate([
        \.centerY,
        \.leading,
      ])
    }
    root.layoutIfNeeded()
    #expect(assetsTotalValueLabel.frame.minX == 110)
    #expect(abs(assetsTotalValueLabel.frame.midY - 22) < 1e-9)

    assetsTotalValueLabel.updateConstraints { holder in
      let all = holder.all  // [NSLayoutConstraint]
      let active = holder.active()  // [Constraints.ConstraintType: NSLayoutConstraint]
      #expect(all.count == 2 && Set(active.keys) == [.centerY, .leading])
    }
  }

  @Test func storedReferencesCanActivateTheWrongConstraint() {
    // Benefit 4 shows the plain-UIKit mistake the key paths rule out; the plain code itself must still run.
    final class Controller: UIViewController {
      let vw1 = UIView()
      let vw2 = UIView()
      var vw1TopConstraint: NSLayoutConstraint?
      var vw2TopConstraint: NSLayoutConstraint?

      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(vw1)
        view.addSubview(vw2)
        vw1TopConstraint = vw1.topAnchor.constraint(equalTo: view.topAnchor)
        vw2TopConstraint = vw2.topAnchor.constraint(equalTo: view.topAnchor)

        guard let vw2TopConstraint else { return }

        NSLayoutConstraint.activate([
          vw2TopConstraint  // should've been vw1
        ])
      }
    }
    let controller = Controller()
    controller.loadViewIfNeeded()
    #expect(
      controller.vw1TopConstraint?.isActive == false
        && controller.vw2TopConstraint?.isActive == true)
  }

  @Test func anExistingAccessibilityIdentifierIsKept() {
    // The caution's snippet. Holders here belong to views, not identifiers, so an identifier set before or after
    // `updateConstraints` changes nothing: the holder and its constraints stay the view's own.
    let view = UIView()
    let vw = UIView()
    view.addSubview(vw)
    vw.accessibilityIdentifier = "avatar"
    var identifier = "unset"
    if let accessibilityIdentifier = vw.accessibilityIdentifier {
      identifier = accessibilityIdentifier  // use existing one
    } else {
      // safe to override
    }
    vw.updateConstraints { holder in holder.width = vw.widthAnchor.constraint(equalToConstant: 10) }
    vw.accessibilityIdentifier = "renamed"
    vw.updateConstraints { holder in #expect(holder.width?.constant == 10) }
    #expect(identifier == "avatar" && vw.accessibilityIdentifier == "renamed")
  }
}
