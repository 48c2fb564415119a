// expected error: 'Anchor<AnchorTypeCenter, AnchorAxisHorizontal>'
// The Yalta guide: "Not allowed (won't compile)": a vertical edge aligned with a horizontal centre.
import HeadlessUIKit
import Yalta

let title = View()
let subtitle = View()
Constraints(for: title, subtitle) { title, subtitle in
  title.top.align(with: subtitle.centerX)
}
