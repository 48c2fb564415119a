// expected error: must call a designated initializer of the superclass 'View'
// A view subclass's designated initialiser must call `init(frame:)` or `init(coder:)`, as in UIKit, where `init()`
// is a convenience initialiser: the mistake is a compile error at the call, never a link failure later.
import HeadlessUIKit

final class Card: View {
  init() { super.init() }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}
