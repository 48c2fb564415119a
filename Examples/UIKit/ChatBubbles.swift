// Chat bubbles: multi-line labels inside rounded bubbles, incoming on the leading side, outgoing on the trailing
// side, each at most three quarters of the width.
import LayoutRender

final class BubbleView: UIView {
  init(text: String, outgoing: Bool) {
    super.init(frame: .zero)
    backgroundColor = outgoing ? .systemBlue : .secondarySystemBackground
    layer.cornerRadius = 18
    let label = UILabel()
    label.text = text
    label.numberOfLines = 0
    label.textColor = outgoing ? .white : .label
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
      label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
      label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

_ = Scene("Chat bubbles", size: CGSize(width: 375, height: 330)) { root in
  let messages: [(String, Bool)] = [
    ("Are we still on for lunch tomorrow?", false),
    ("Yes! 12:30 at the usual place?", true),
    ("Perfect. I might be five minutes late, the train timetable changed again this week.", false),
    ("No problem 👍", true),
  ]
  var previous: UIView?
  for (text, outgoing) in messages {
    let bubble = BubbleView(text: text, outgoing: outgoing)
    bubble.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(bubble)
    let side =
      outgoing
      ? bubble.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -12)
      : bubble.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12)
    NSLayoutConstraint.activate([
      side,
      bubble.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.75),
      bubble.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 12),
    ])
    previous = bubble
  }
}
