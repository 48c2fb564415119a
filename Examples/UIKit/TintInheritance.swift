// tintColor set once on a container and inherited by the buttons, switch and template images inside it.
import LayoutRender

_ = Scene("Tint inheritance", size: CGSize(width: 320, height: 200)) { root in
  let container = UIView(frame: root.bounds)
  container.tintColor = .systemPink
  root.addSubview(container)
  let share = UIButton(type: .system)
  share.setTitle("Share", for: .normal)
  share.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
  let like = UIButton(type: .system)
  like.setTitle("Like", for: .normal)
  let icon = UIImageView(image: UIImage(systemName: "star.fill"))
  let slider = UISlider()
  slider.value = 0.4
  let row = UIStackView(arrangedSubviews: [share, like, icon])
  row.spacing = 20
  row.alignment = .center
  let column = UIStackView(arrangedSubviews: [row, slider])
  column.axis = .vertical
  column.spacing = 24
  column.alignment = .leading
  slider.widthAnchor.constraint(equalToConstant: 272).isActive = true
  column.translatesAutoresizingMaskIntoConstraints = false
  container.addSubview(column)
  NSLayoutConstraint.activate([
    column.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 24),
    column.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -24),
    column.centerYAnchor.constraint(equalTo: container.centerYAnchor),
  ])
}
