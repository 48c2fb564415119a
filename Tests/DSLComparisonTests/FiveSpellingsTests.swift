import Foundation
import LayoutRender
import Testing

/// The StraitJacket seed's comparison screen, written with raw anchors, Yalta, Mag, StraitJacket and
/// ConstraintsHolder: all five must give the same frames, and those frames are derived by hand.
@Suite struct FiveSpellingsTests {
  /// The screen's views (fixed intrinsic sizes stand in for text) and guides, added to a 375×667 root.
  final class Screen {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let boundary = UILayoutGuide()
    let buttonGuide = UILayoutGuide()
    let secondaryGuide = UILayoutGuide()
    let title = Sized(120, 30)
    let username = Sized(200, 34)
    let password = Sized(200, 34)
    let confirm = Sized(100, 44)
    let createAccount = Sized(120, 20)
    let divider = Sized(10, 20)
    let forgot = Sized(110, 20)

    var views: [UIView] { [title, username, password, confirm, createAccount, divider, forgot] }
    var guides: [UILayoutGuide] { [boundary, buttonGuide, secondaryGuide] }

    /// Adds views and guides (for the spellings that do not add them themselves).
    func addEverything() {
      for view in views { root.addSubview(view) }
      for guide in guides { root.addLayoutGuide(guide) }
    }

    /// Every frame in root coordinates, views then guides.
    func frames() -> [CGRect] {
      root.layoutIfNeeded()
      return views.map(\.frame) + guides.map(\.layoutFrame)
    }
  }

  final class Sized: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
      size = CGSize(width: width, height: height)
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
  }

  func anchors() -> [CGRect] {
    let s = Screen()
    s.addEverything()
    for view in s.views { view.translatesAutoresizingMaskIntoConstraints = false }
    let chain: [UIView] = [s.title, s.username, s.password, s.confirm]
    var constraints = [
      s.boundary.widthAnchor.constraint(equalToConstant: 260),
      s.boundary.centerXAnchor.constraint(equalTo: s.root.centerXAnchor),
      s.boundary.centerYAnchor.constraint(equalTo: s.root.centerYAnchor),
      s.boundary.topAnchor.constraint(greaterThanOrEqualTo: s.root.topAnchor),
      s.boundary.bottomAnchor.constraint(lessThanOrEqualTo: s.root.bottomAnchor),
      s.boundary.rightAnchor.constraint(lessThanOrEqualTo: s.root.rightAnchor),
      s.boundary.leftAnchor.constraint(greaterThanOrEqualTo: s.root.leftAnchor),
      s.title.topAnchor.constraint(equalTo: s.boundary.topAnchor),
      s.username.topAnchor.constraint(equalTo: s.title.bottomAnchor, constant: 60),
      s.password.topAnchor.constraint(equalTo: s.username.bottomAnchor, constant: 8),
      s.confirm.topAnchor.constraint(equalTo: s.password.bottomAnchor, constant: 8),
      s.buttonGuide.topAnchor.constraint(equalTo: s.confirm.bottomAnchor, constant: 30),
      s.buttonGuide.bottomAnchor.constraint(equalTo: s.boundary.bottomAnchor),
      s.buttonGuide.leftAnchor.constraint(equalTo: s.boundary.leftAnchor),
      s.buttonGuide.rightAnchor.constraint(equalTo: s.boundary.rightAnchor),
      s.secondaryGuide.topAnchor.constraint(equalTo: s.buttonGuide.topAnchor),
      s.secondaryGuide.bottomAnchor.constraint(equalTo: s.buttonGuide.bottomAnchor),
      s.secondaryGuide.centerXAnchor.constraint(equalTo: s.buttonGuide.centerXAnchor),
      s.createAccount.leftAnchor.constraint(equalTo: s.secondaryGuide.leftAnchor),
      s.divider.leftAnchor.constraint(equalTo: s.createAccount.rightAnchor, constant: 8),
      s.forgot.leftAnchor.constraint(equalTo: s.divider.rightAnchor, constant: 8),
      s.forgot.rightAnchor.constraint(equalTo: s.secondaryGuide.rightAnchor),
    ]
    for view in chain {
      constraints += [
        view.leftAnchor.constraint(equalTo: s.boundary.leftAnchor),
        view.rightAnchor.constraint(equalTo: s.boundary.rightAnchor),
      ]
    }
    for view in [s.createAccount, s.divider, s.forgot] {
      constraints += [
        view.topAnchor.constraint(equalTo: s.secondaryGuide.topAnchor),
        view.bottomAnchor.constraint(equalTo: s.secondaryGuide.bottomAnchor),
      ]
    }
    NSLayoutConstraint.activate(constraints)
    return s.frames()
  }

  func yalta() -> [CGRect] {
    let s = Screen()
    s.addEverything()
    Constraints(for: s.boundary, s.buttonGuide, s.secondaryGuide) { boundary, buttons, secondary in
      boundary.width.set(260)
      boundary.center.align(with: s.root.al.center)
      boundary.edges.pin(to: s.root, relation: .greaterThanOrEqual)
      buttons.bottom.align(with: boundary.bottom)
      buttons.edges(.left, .right).pin(to: s.boundary)
      secondary.top.align(with: buttons.top)
      secondary.bottom.align(with: buttons.bottom)
      secondary.centerX.align(with: buttons.centerX)
    }
    Constraints(for: s.title, s.username, s.password, s.confirm) {
      title, username, password, confirm in
      title.top.pin(to: s.boundary)
      username.top.align(with: title.bottom + 60)
      password.top.align(with: username.bottom + 8)
      confirm.top.align(with: password.bottom + 8)
      for item in [title, username, password, confirm] {
        item.edges(.left, .right).pin(to: s.boundary)
      }
      s.buttonGuide.al.top.align(with: confirm.bottom + 30)
    }
    Constraints(for: s.createAccount, s.divider, s.forgot) { create, divider, forgot in
      create.left.pin(to: s.secondaryGuide)
      divider.left.align(with: create.right + 8)
      forgot.left.align(with: divider.right + 8)
      forgot.right.pin(to: s.secondaryGuide)
      for item in [create, divider, forgot] { item.edges(.top, .bottom).pin(to: s.secondaryGuide) }
    }
    return s.frames()
  }

  func mag() -> [CGRect] {
    let s = Screen()
    s.addEverything()
    s.boundary.widthAnchor == 260
    s.boundary.centerAnchor == s.root.centerAnchor
    // Mag applies one relation to every member of a composite, so "stay inside" is written edge by edge.
    s.boundary.topAnchor >= s.root.topAnchor
    s.boundary.leadingAnchor >= s.root.leadingAnchor
    s.boundary.bottomAnchor <= s.root.bottomAnchor
    s.boundary.trailingAnchor <= s.root.trailingAnchor
    for view in [s.title, s.username, s.password, s.confirm] as [UIView] {
      view.horizontalAnchor == s.boundary.horizontalAnchor
    }
    s.title.topAnchor == s.boundary.topAnchor
    s.username.topAnchor == s.title.bottomAnchor + 60
    s.password.topAnchor == s.username.bottomAnchor + 8
    s.confirm.topAnchor == s.password.bottomAnchor + 8
    s.buttonGuide.topAnchor == s.confirm.bottomAnchor + 30
    s.buttonGuide.bottomAnchor == s.boundary.bottomAnchor
    s.buttonGuide.horizontalAnchor == s.boundary.horizontalAnchor
    s.secondaryGuide.verticalAnchor == s.buttonGuide.verticalAnchor
    s.secondaryGuide.centerXAnchor == s.buttonGuide.centerXAnchor
    s.createAccount.leadingAnchor == s.secondaryGuide.leadingAnchor
    s.divider.leadingAnchor == s.createAccount.trailingAnchor + 8
    s.forgot.leadingAnchor == s.divider.trailingAnchor + 8
    s.forgot.trailingAnchor == s.secondaryGuide.trailingAnchor
    for view in [s.createAccount, s.divider, s.forgot] as [UIView] {
      view.verticalAnchor == s.secondaryGuide.verticalAnchor
    }
    return s.frames()
  }

  func straitJacket() -> [CGRect] {
    let s = Screen()
    Restraint(s.root)
      .addItems([
        s.boundary, s.title, s.username, s.password, s.confirm, s.buttonGuide, s.secondaryGuide,
        s.createAccount,
        s.divider, s.forgot,
      ])
      .setWidths([s.boundary.width(260)])
      .alignItems(
        [s.boundary], to: [.centerX, .centerY, .softLeft, .softRight, .softTop, .softBottom]
      )
      .chainVertically(
        [s.title, Space(60), s.username, s.password, s.confirm, Space(30), s.buttonGuide],
        in: s.boundary
      )
      .alignItems([s.secondaryGuide], to: [.centerX, .top, .bottom], of: s.buttonGuide)
      .chainHorizontally([s.createAccount, s.divider, s.forgot], in: s.secondaryGuide)
      .activate()
    // StraitJacket adds views in its own order; compare in the screen's order.
    return s.frames()
  }

  func constraintsHolder() -> [CGRect] {
    let s = Screen()
    s.addEverything()
    NSLayoutConstraint.activate([
      s.boundary.widthAnchor.constraint(equalToConstant: 260),
      s.boundary.centerXAnchor.constraint(equalTo: s.root.centerXAnchor),
      s.boundary.centerYAnchor.constraint(equalTo: s.root.centerYAnchor),
      s.boundary.topAnchor.constraint(greaterThanOrEqualTo: s.root.topAnchor),
      s.boundary.leftAnchor.constraint(greaterThanOrEqualTo: s.root.leftAnchor),
      s.buttonGuide.topAnchor.constraint(equalTo: s.confirm.bottomAnchor, constant: 30),
      s.buttonGuide.bottomAnchor.constraint(equalTo: s.boundary.bottomAnchor),
      s.buttonGuide.leftAnchor.constraint(equalTo: s.boundary.leftAnchor),
      s.buttonGuide.rightAnchor.constraint(equalTo: s.boundary.rightAnchor),
      s.secondaryGuide.topAnchor.constraint(equalTo: s.buttonGuide.topAnchor),
      s.secondaryGuide.bottomAnchor.constraint(equalTo: s.buttonGuide.bottomAnchor),
      s.secondaryGuide.centerXAnchor.constraint(equalTo: s.buttonGuide.centerXAnchor),
    ])
    let above: [(UIView, NSLayoutYAxisAnchor, CGFloat)] = [
      (s.title, s.boundary.topAnchor, 0), (s.username, s.title.bottomAnchor, 60),
      (s.password, s.username.bottomAnchor, 8), (s.confirm, s.password.bottomAnchor, 8),
    ]
    for (view, anchor, gap) in above {
      view.updateConstraints { holder in
        holder.top = view.topAnchor.constraint(equalTo: anchor, constant: gap)
        holder.left = view.leftAnchor.constraint(equalTo: s.boundary.leftAnchor)
        holder.right = view.rightAnchor.constraint(equalTo: s.boundary.rightAnchor)
        holder.activateAll()
      }
    }
    let row: [(UIView, NSLayoutXAxisAnchor, CGFloat)] = [
      (s.createAccount, s.secondaryGuide.leftAnchor, 0),
      (s.divider, s.createAccount.rightAnchor, 8),
      (s.forgot, s.divider.rightAnchor, 8),
    ]
    for (view, anchor, gap) in row {
      view.updateConstraints { holder in
        holder.left = view.leftAnchor.constraint(equalTo: anchor, constant: gap)
        holder.top = view.topAnchor.constraint(equalTo: s.secondaryGuide.topAnchor)
        holder.bottom = view.bottomAnchor.constraint(equalTo: s.secondaryGuide.bottomAnchor)
        holder.activateAll()
      }
    }
    s.forgot.updateConstraints { holder in
      holder.right = s.forgot.rightAnchor.constraint(equalTo: s.secondaryGuide.rightAnchor)
      holder.activate([\.right])
    }
    return s.frames()
  }

  @Test func allFiveSpellingsGiveTheHandDerivedFrames() {
    let reference = anchors()
    // 268 points of content (30 + 60 + 34 + 8 + 34 + 8 + 44 + 30 + 20) centred in 667: the boundary starts at
    // (57.5, 199.5); the confirm button at 199.5 + 30 + 60 + 34 + 8 + 34 + 8 = 373.5; the button row 74 points
    // lower, 256 points wide (120 + 8 + 10 + 8 + 110) and centred in the 260-point boundary. The views'
    // edges, 172.5 and 598.5 pixels at 3× and whole points further, are aligned to the next pixel as UIKit aligns
    // them: a sixth of a point right and down.
    let sixth: CGFloat = 1.0 / 6
    func close(_ frame: CGRect, _ expected: CGRect) -> Bool {
      abs(frame.minX - expected.minX) < 1e-9 && abs(frame.minY - expected.minY) < 1e-9
        && abs(frame.width - expected.width) < 1e-9 && abs(frame.height - expected.height) < 1e-9
    }
    #expect(close(reference[0], CGRect(x: 57.5 + sixth, y: 199.5 + sixth, width: 260, height: 30)))
    #expect(close(reference[3], CGRect(x: 57.5 + sixth, y: 373.5 + sixth, width: 260, height: 44)))
    #expect(close(reference[4], CGRect(x: 59.5 + sixth, y: 447.5 + sixth, width: 120, height: 20)))
    #expect(close(reference[6], CGRect(x: 205.5 + sixth, y: 447.5 + sixth, width: 110, height: 20)))
    // The boundary itself is a layout guide: its layout frame is the solver's, unaligned.
    #expect(close(reference[7], CGRect(x: 57.5, y: 199.5, width: 260, height: 268)))
    for (name, frames) in [
      ("Yalta", yalta()), ("Mag", mag()), ("StraitJacket", straitJacket()),
      ("ConstraintsHolder", constraintsHolder()),
    ] {
      #expect(frames == reference, "\(name) differs")
    }
  }
}
