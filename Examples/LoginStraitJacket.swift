// The login screen spelled with StraitJacket: one `Restraint` chain that adds the items, sizes them, aligns them
// and chains them vertically and horizontally with `Space` between.
import LayoutRender

let scene = Scene("Login (StraitJacket)", device: .iPhoneSE) { root in
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

  Restraint(root)
    .addItems([
      boundary, title, username, password, confirm, buttonRow, secondaryRow, signUp, divider, forgot,
    ])
    .setWidths([boundary.width(260)])
    .alignItems([boundary], to: [.centerX, .centerY, .softLeft, .softRight, .softTop, .softBottom])
    .chainVertically(
      [title, Space(60), username, password, confirm, Space(30), buttonRow], in: boundary)
    .alignItems([secondaryRow], to: [.centerX, .top, .bottom], of: buttonRow)
    .chainHorizontally([signUp, divider, forgot], in: secondaryRow)
    .activate()
}
