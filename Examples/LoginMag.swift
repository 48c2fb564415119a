// The login screen spelled with Mag's operators: `==`, `>=` and `<=` between anchors and composite anchors.
import LayoutRender

let scene = Scene("Login (Mag)", device: .iPhoneSE) { root in
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

  boundary.widthAnchor == 260
  boundary.centerAnchor == root.centerAnchor
  // Mag gives one relation to every member of a composite, so "stay inside" goes edge by edge.
  boundary.topAnchor >= root.topAnchor
  boundary.leadingAnchor >= root.leadingAnchor
  boundary.bottomAnchor <= root.bottomAnchor
  boundary.trailingAnchor <= root.trailingAnchor
  for view in [title, username, password, confirm] as [UIView] {
    view.horizontalAnchor == boundary.horizontalAnchor
  }
  title.topAnchor == boundary.topAnchor
  username.topAnchor == title.bottomAnchor + 60
  password.topAnchor == username.bottomAnchor + 8
  confirm.topAnchor == password.bottomAnchor + 8
  buttonRow.topAnchor == confirm.bottomAnchor + 30
  buttonRow.bottomAnchor == boundary.bottomAnchor
  buttonRow.horizontalAnchor == boundary.horizontalAnchor
  secondaryRow.verticalAnchor == buttonRow.verticalAnchor
  secondaryRow.centerXAnchor == buttonRow.centerXAnchor
  signUp.leadingAnchor == secondaryRow.leadingAnchor
  divider.leadingAnchor == signUp.trailingAnchor + 8
  forgot.leadingAnchor == divider.trailingAnchor + 8
  forgot.trailingAnchor == secondaryRow.trailingAnchor
  for view in [signUp, divider, forgot] as [UIView] {
    view.verticalAnchor == secondaryRow.verticalAnchor
  }
}
