// A search header: a text field with a magnifier as its left view and a clear button mode, beside a Cancel button.
import LayoutRender

final class SearchHeaderView: UIView, UITextFieldDelegate {
  let field = UITextField()
  let cancelButton = UIButton(type: .system)

  override init(frame: CGRect) {
    super.init(frame: frame)
    let magnifier = UIImageView(image: UIImage(systemName: "magnifyingglass"))
    magnifier.tintColor = .secondaryLabel
    field.leftView = magnifier
    field.leftViewMode = .always
    field.placeholder = "Search recipes"
    field.clearButtonMode = .whileEditing
    field.returnKeyType = .search
    field.backgroundColor = .tertiarySystemFill
    field.layer.cornerRadius = 10
    field.delegate = self
    cancelButton.setTitle("Cancel", for: .normal)
    let row = UIStackView(arrangedSubviews: [field, cancelButton])
    row.spacing = 8
    row.translatesAutoresizingMaskIntoConstraints = false
    addSubview(row)
    field.heightAnchor.constraint(equalToConstant: 36).isActive = true
    cancelButton.setContentHuggingPriority(.required, for: .horizontal)
    NSLayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      row.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      row.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField.resignFirstResponder()
    return true
  }
}

_ = Scene("Search header", size: CGSize(width: 375, height: 60)) { root in
  root.addSubview(SearchHeaderView(frame: root.bounds))
}
