// expected error: AnchorTypeDimension
// A dimension is not an alignment anchor: it can only match another dimension.
import HeadlessUIKit
import Yalta

let title = View()
let subtitle = View()
title.al.width.align(with: subtitle.al.left)
