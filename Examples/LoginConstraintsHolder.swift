// The login screen spelled with ConstraintsHolder: each view keeps its constraints under keys (top, left, …) in
// `updateConstraints`, so they can be found and changed later by name.
import LayoutRender

let scene = Scene("Login (ConstraintsHolder)", device: .iPhoneSE) { root in
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

  NSLayoutConstraint.activate([
    boundary.widthAnchor.constraint(equalToConstant: 260),
    boundary.centerXAnchor.constraint(equalTo: root.centerXAnchor),
    boundary.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    buttonRow.topAnchor.constraint(equalTo: confirm.bottomAnchor, constant: 30),
    buttonRow.bottomAnchor.constraint(equalTo: boundary.bottomAnchor),
    buttonRow.leftAnchor.constraint(equalTo: boundary.leftAnchor),
    buttonRow.rightAnchor.constraint(equalTo: boundary.rightAnchor),
    secondaryRow.topAnchor.constraint(equalTo: buttonRow.topAnchor),
    secondaryRow.bottomAnchor.constraint(equalTo: buttonRow.bottomAnchor),
    secondaryRow.centerXAnchor.constraint(equalTo: buttonRow.centerXAnchor),
  ])
  let column: [(UIView, NSLayoutYAxisAnchor, CGFloat)] = [
    (title, boundary.topAnchor, 0), (username, title.bottomAnchor, 60),
    (password, username.bottomAnchor, 8), (confirm, password.bottomAnchor, 8),
  ]
  for (view, above, gap) in column {
    view.updateConstraints { holder in
      holder.top = view.topAnchor.constraint(equalTo: above, constant: gap)
      holder.left = view.leftAnchor.constraint(equalTo: boundary.leftAnchor)
      holder.right = view.rightAnchor.constraint(equalTo: boundary.rightAnchor)
      holder.activateAll()
    }
  }
  let row: [(UIView, NSLayoutXAxisAnchor, CGFloat)] = [
    (signUp, secondaryRow.leftAnchor, 0), (divider, signUp.rightAnchor, 8),
    (forgot, divider.rightAnchor, 8),
  ]
  for (view, before, gap) in row {
    view.updateConstraints { holder in
      holder.left = view.leftAnchor.constraint(equalTo: before, constant: gap)
      holder.top = view.topAnchor.constraint(equalTo: secondaryRow.topAnchor)
      holder.bottom = view.bottomAnchor.constraint(equalTo: secondaryRow.bottomAnchor)
      holder.activateAll()
    }
  }
  forgot.updateConstraints { holder in
    holder.right = forgot.rightAnchor.constraint(equalTo: secondaryRow.rightAnchor)
    holder.activate([\.right])
  }
}
