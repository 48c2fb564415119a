// expected error: SizeValue<HeightAxis>
// Width and Height are distinct types: a height value cannot stand where widths are expected.
import HeadlessUIKit
import StraitJacket

let root = View()
let box = View()
Restraint(root).setWidths([box.height(10)])
