// expected error: CompositeAnchor<HorizontalComposite>
// Mag: composites of different kinds do not relate; an edge anchor cannot equal a horizontal anchor.
import HeadlessUIKit
import Mag

let view = View()
let other = View()
view.edgeAnchor == other.horizontalAnchor
