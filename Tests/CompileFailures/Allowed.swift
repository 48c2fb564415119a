// expected: compiles
// The control: the allowed lines next to the failures above type-check with the same modules and flags, so a
// failure elsewhere is the type system's doing and not a broken set-up.
import ConstraintsHolder
import HeadlessUIKit
import Mag
import StraitJacket
import Yalta

let view = View()
let title = View()
let subtitle = View()
view.addSubview(title)
view.addSubview(subtitle)
Constraints(for: title, subtitle) { title, subtitle in
  title.top.align(with: subtitle.centerY)
  title.top.align(with: subtitle.firstBaseline)
  title.left.align(with: subtitle.centerX)
}
title.al.width.match(subtitle.al.height)
subtitle.updateConstraints { holder in
  holder.top = subtitle.topAnchor.constraint(equalTo: view.topAnchor, constant: 20)
  holder.top?.constant = 50
}

// Swift's min and max stay usable inside a view subclass with every DSL imported (no DSL adds members named so).
final class Measuring: View {
  override func layoutSubviews() {
    frame.size.width = max(frame.width, 10) + min(frame.height, 2)
  }
}
