// expected error: 'Anchor<AnchorTypeEdge, AnchorAxisVertical>'
// A dimension matches a dimension of either axis, never an edge.
import HeadlessUIKit
import Yalta

let title = View()
let subtitle = View()
title.al.width.match(subtitle.al.top)
