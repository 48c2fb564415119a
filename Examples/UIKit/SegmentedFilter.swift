// A segmented control choosing a period above a summary card, as a dashboard header.
import LayoutRender

final class PeriodHeaderView: UIView {
  let periodControl = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
  let totalLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    periodControl.selectedSegmentIndex = 1
    totalLabel.text = "12,480 steps"
    totalLabel.font = .monospacedDigitSystemFont(ofSize: 28, weight: .bold)
    let caption = UILabel()
    caption.text = "Average per day this week"
    caption.font = .preferredFont(forTextStyle: .footnote)
    caption.textColor = .secondaryLabel
    let stack = UIStackView(arrangedSubviews: [periodControl, totalLabel, caption])
    stack.axis = .vertical
    stack.spacing = 8
    stack.setCustomSpacing(20, after: periodControl)
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      stack.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -16),
    ])
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

_ = Scene("Segmented filter", size: CGSize(width: 375, height: 160)) { root in
  let header = PeriodHeaderView(frame: root.bounds)
  root.addSubview(header)
}
