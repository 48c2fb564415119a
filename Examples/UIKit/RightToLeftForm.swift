// A form in a right-to-left language: leading and trailing constraints, natural alignment and stacks follow the
// direction; the scene lays out right-to-left.
import LayoutRender

final class AddressFormView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    let title = UILabel()
    title.text = "عنوان الشحن"
    title.font = .boldSystemFont(ofSize: 24)
    let name = UITextField()
    name.placeholder = "الاسم الكامل"
    name.borderStyle = .roundedRect
    let city = UITextField()
    city.placeholder = "المدينة"
    city.borderStyle = .roundedRect
    let saveLabel = UILabel()
    saveLabel.text = "حفظ العنوان"
    let save = UISwitch()
    save.isOn = true
    let saveRow = UIStackView(arrangedSubviews: [saveLabel, save])
    saveRow.alignment = .center
    let stack = UIStackView(arrangedSubviews: [title, name, city, saveRow])
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: topAnchor, constant: 24),
      stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -40),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

_ = Scene("Right-to-left form", size: CGSize(width: 360, height: 260), layoutDirection: .rightToLeft) {
  root in
  root.addSubview(AddressFormView(frame: root.bounds))
}
