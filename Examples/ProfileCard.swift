// A profile card: an avatar with initials, name and role, three statistics in an equal-width stack, and a
// button; the card hugs its content and sits centred on a grouped background.
import LayoutRender

let scene = Scene(
  "Profile card", size: CGSize(width: 375, height: 420), backgroundColor: .systemGroupedBackground
) { root in
  let card = UIView()
  card.backgroundColor = .secondarySystemGroupedBackground
  card.layer.cornerRadius = 16
  root.addSubview(card)

  let avatar = UILabel("AL")
  avatar.font = .boldSystemFont(ofSize: 28)
  avatar.textColor = .white
  avatar.textAlignment = .center
  avatar.backgroundColor = .systemIndigo
  avatar.layer.cornerRadius = 36
  let name = UILabel("Ada Lovelace")
  name.font = .boldSystemFont(ofSize: 22)
  let role = UILabel("Analyst · London")
  role.textColor = .secondaryLabel

  func statistic(_ value: String, _ caption: String) -> UIView {
    let number = UILabel(value)
    number.font = .boldSystemFont(ofSize: 20)
    number.textAlignment = .center
    let label = UILabel(caption)
    label.font = .systemFont(ofSize: 13)
    label.textColor = .secondaryLabel
    label.textAlignment = .center
    return Stack([number, label], axis: .vertical, spacing: 2)
  }
  let statistics = Stack(
    [statistic("128", "Notes"), statistic("42", "Programs"), statistic("7", "Machines")],
    distribution: .fillEqually)
  let follow = UIButton(title: "Follow")

  let column = Stack(
    [avatar, name, role, statistics, follow], axis: .vertical, spacing: 12, alignment: .center)
  column.setCustomSpacing(24, after: role)
  card.addSubview(column)

  Constraints(for: card, column) { card, column in
    card.centerY.alignWithSuperview()
    card.edges(.left, .right).pinToSuperview(insets: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    column.edges.pinToSuperview(insets: EdgeInsets(top: 24, left: 20, bottom: 24, right: 20))
  }
  Constraints(for: avatar, statistics, follow) { avatar, statistics, follow in
    avatar.size.set(CGSize(width: 72, height: 72))
    statistics.width.match(column.al.width)
    follow.width.match(column.al.width)
  }
}
