// Every control at UIKit's default size, in light and dark: the README's controls gallery.
import LayoutRender

func galleryRow(_ name: String, _ control: UIView) -> UIView {
  let label = UILabel()
  label.text = name
  label.font = .systemFont(ofSize: 13, weight: .medium)
  label.textColor = .secondaryLabel
  label.widthAnchor.constraint(equalToConstant: 150).isActive = true
  let row = UIStackView(arrangedSubviews: [label, control])
  row.alignment = .center
  row.distribution = .fill
  row.spacing = 12
  return row
}

func controls() -> [UIView] {
  let on = UISwitch()
  on.isOn = true
  let segments = UISegmentedControl(items: ["List", "Grid", "Map"])
  segments.selectedSegmentIndex = 0
  let slider = UISlider()
  slider.value = 0.6
  let progress = UIProgressView()
  progress.progress = 0.4
  let spinner = UIActivityIndicatorView(style: .medium)
  spinner.startAnimating()
  let pages = UIPageControl()
  pages.numberOfPages = 5
  pages.currentPage = 2
  let system = UIButton(type: .system)
  system.setTitle("System button", for: .normal)
  var filled = UIButton.Configuration.filled()
  filled.title = "Filled"
  let field = UITextField()
  field.placeholder = "Rounded field"
  field.borderStyle = .roundedRect
  return [
    galleryRow("UISwitch (off)", UISwitch()),
    galleryRow("UISwitch (on)", on),
    galleryRow("UISegmentedControl", segments),
    galleryRow("UISlider", slider),
    galleryRow("UIProgressView", progress),
    galleryRow("UIActivityIndicator", spinner),
    galleryRow("UIPageControl", pages),
    galleryRow("UIButton .system", system),
    galleryRow("UIButton .filled()", UIButton(configuration: filled)),
    galleryRow("UITextField", field),
  ]
}

for appearance in [Appearance.light, .dark] {
  _ = Scene("Controls (\(appearance))", size: CGSize(width: 360, height: 470), appearance: appearance) {
    root in
    let stack = UIStackView(arrangedSubviews: controls())
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
    ])
  }
}
