// Text fields in each border style (.line, .bezel, .roundedRect and .none with a drawn underline), with an
// attributed placeholder, a right-aligned amount with a currency label as rightView, and a clear button shown
// always, as checkout and sign-up forms configure them.
import UIKit

final class UnderlinedTextField: UITextField {
  override func draw(_ rect: CGRect) {
    UIColor.separator.setFill()
    UIRectFill(CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1))
  }
}

func makeCheckoutFields() -> [UITextField] {
  let name = UITextField()
  name.borderStyle = .line
  name.text = "Jordan Ellis"
  name.clearButtonMode = .always
  let coupon = UITextField()
  coupon.borderStyle = .bezel
  coupon.attributedPlaceholder = NSAttributedString(
    string: "Coupon code", attributes: [.foregroundColor: UIColor.systemPurple.withAlphaComponent(0.6)])
  coupon.autocapitalizationType = .allCharacters
  let amount = UITextField()
  amount.borderStyle = .roundedRect
  amount.text = "42.50"
  amount.textAlignment = .right
  amount.keyboardType = .decimalPad
  let currency = UILabel()
  currency.text = " EUR "
  currency.font = .systemFont(ofSize: 13, weight: .semibold)
  currency.textColor = .secondaryLabel
  amount.rightView = currency
  amount.rightViewMode = .always
  let note = UnderlinedTextField()
  note.borderStyle = .none
  note.placeholder = "Note for the courier"
  note.font = .preferredFont(forTextStyle: .callout)
  return [name, coupon, amount, note]
}

import LayoutRender

_ = Scene("Text field styles", size: CGSize(width: 375, height: 260)) { root in
  root.backgroundColor = .systemBackground
  let fields = makeCheckoutFields()
  let stack = UIStackView(arrangedSubviews: fields)
  stack.axis = .vertical
  stack.spacing = 16
  stack.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(stack)
  NSLayoutConstraint.activate([
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
    stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
    stack.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    fields[3].heightAnchor.constraint(equalToConstant: 36),
  ])
}
