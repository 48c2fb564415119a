// A size and quantity picker at rest: two wheels from a data source and delegate, the selected rows on the band,
// as order forms use UIPickerView.
import UIKit

final class SizePicker: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
  let sizes = ["XS", "S", "M", "L", "XL", "XXL"]
  func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? sizes.count : 10 }
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    component == 0 ? sizes[row] : "\(row + 1) pcs"
  }
}

import LayoutRender
let source = SizePicker()
_ = Scene("Size picker", size: CGSize(width: 375, height: 260)) { root in
  let picker = UIPickerView()
  picker.dataSource = source
  picker.delegate = source
  picker.selectRow(2, inComponent: 0, animated: false)
  picker.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(picker)
  NSLayoutConstraint.activate([
    picker.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    picker.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    picker.centerYAnchor.constraint(equalTo: root.centerYAnchor),
  ])
}
