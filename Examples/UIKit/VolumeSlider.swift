// Player controls: a slider with value images, a progress bar with elapsed and remaining times.
import LayoutRender

final class PlayerControlsView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    let progress = UIProgressView(progressViewStyle: .default)
    progress.progress = 0.35
    let elapsed = UILabel()
    elapsed.text = "1:12"
    let remaining = UILabel()
    remaining.text = "-2:14"
    for label in [elapsed, remaining] {
      label.font = .monospacedDigitSystemFont(ofSize: 12, weight: .regular)
      label.textColor = .secondaryLabel
    }
    let times = UIStackView(arrangedSubviews: [elapsed, UIView(), remaining])
    let volume = UISlider()
    volume.value = 0.7
    volume.minimumValueImage = UIImage(systemName: "speaker.fill")
    volume.maximumValueImage = UIImage(systemName: "speaker.wave.3.fill")
    let stack = UIStackView(arrangedSubviews: [progress, times, volume])
    stack.axis = .vertical
    stack.spacing = 8
    stack.setCustomSpacing(32, after: times)
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 24),
      stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -24),
      stack.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

_ = Scene("Player controls", size: CGSize(width: 375, height: 180)) { root in
  let controls = PlayerControlsView(frame: root.bounds)
  root.addSubview(controls)
}
