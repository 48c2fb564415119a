// expected error: 'Anchor<AnchorTypeBaseline, AnchorAxisVertical>'
// The Yalta guide: "Not allowed (won't compile)": a horizontal edge aligned with a baseline.
import HeadlessUIKit
import Yalta

let title = View()
let subtitle = View()
Constraints(for: title, subtitle) { title, subtitle in
  title.left.align(with: subtitle.firstBaseline)
}
