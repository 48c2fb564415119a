// expected error: 'SlotConstraint<LeadingSlot>' to type 'SlotConstraint<TopSlot>'
// The ConstraintsHolder README's first misuse: upstream a fatalError at run time, here a compile error.
import ConstraintsHolder
import Layout

let view = View()
let vw = View()
view.addSubview(vw)
vw.updateConstraints { holder in
  holder.top = vw.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)
}
