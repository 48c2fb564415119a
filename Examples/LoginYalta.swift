// The StraitJacket seed's login screen, spelled with Yalta: anchors on `.al`, `Constraints` groups, pins and
// alignments. The same screen in Mag, StraitJacket and ConstraintsHolder is in the files beside this one.
import LayoutRender

let scene = Scene("Login (Yalta)", device: .iPhoneSE) { root in
  let boundary = UILayoutGuide()
  let buttonRow = UILayoutGuide()
  let secondaryRow = UILayoutGuide()
  let title = UILabel("Welcome back")
  title.font = .boldSystemFont(ofSize: 28)
  let username = UITextField(placeholder: "Username")
  let password = UITextField(placeholder: "Password")
  let confirm = UIButton(title: "Log in")
  let signUp = UIButton(title: "Sign up", style: .plain)
  let divider = UILabel("|")
  let forgot = UIButton(title: "Forgot?", style: .plain)
  for view in [title, username, password, confirm, signUp, divider, forgot] { root.addSubview(view) }
  for guide in [boundary, buttonRow, secondaryRow] { root.addLayoutGuide(guide) }

  Constraints(for: boundary, buttonRow, secondaryRow) { box, buttons, secondary in
    box.width.set(260)
    box.center.align(with: root.al.center)
    box.edges.pin(to: root, relation: .greaterThanOrEqual)
    buttons.bottom.align(with: box.bottom)
    buttons.edges(.left, .right).pin(to: boundary)
    secondary.top.align(with: buttons.top)
    secondary.bottom.align(with: buttons.bottom)
    secondary.centerX.align(with: buttons.centerX)
  }
  Constraints(for: title, username, password, confirm) { title, username, password, confirm in
    title.top.pin(to: boundary)
    username.top.align(with: title.bottom + 60)
    password.top.align(with: username.bottom + 8)
    confirm.top.align(with: password.bottom + 8)
    for item in [title, username, password, confirm] { item.edges(.left, .right).pin(to: boundary) }
    buttonRow.al.top.align(with: confirm.bottom + 30)
  }
  Constraints(for: signUp, divider, forgot) { signUp, divider, forgot in
    signUp.left.pin(to: secondaryRow)
    divider.left.align(with: signUp.right + 8)
    forgot.left.align(with: divider.right + 8)
    forgot.right.pin(to: secondaryRow)
    for item in [signUp, divider, forgot] { item.edges(.top, .bottom).pin(to: secondaryRow) }
  }
}
