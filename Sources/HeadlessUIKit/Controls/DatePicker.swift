import Foundation

/// A date and time picker (UIKit's `UIDatePicker`), drawn in its compact style.
///
/// The date (and the time) sit in grey rounded pills, as iOS 14 and later show a picker in a form. The text is formatted in US English and, unless
/// ``timeZone`` is set, in UTC, so that an image is the same on every machine (UIKit uses the device's locale and
/// zone). Nothing opens here.
@preconcurrency @MainActor
open class DatePicker: Control {
  /// What the picker chooses (UIKit's `UIDatePicker.Mode`).
  public enum Mode: Int, Sendable {
    case time = 0
    case date = 1
    case dateAndTime = 2
    case countDownTimer = 3
    case yearAndMonth = 4
  }

  /// How the picker looks (UIKit's `UIDatePickerStyle`).
  public enum Style: Int, Sendable {
    case automatic = 0
    case wheels = 1
    case compact = 2
    case inline = 3
  }

  /// The date shown.
  open var date = Date(timeIntervalSince1970: 0) { didSet { refresh() } }
  /// What the picker chooses.
  open var datePickerMode: Mode = .dateAndTime { didSet { refresh() } }
  /// The look asked for (stored: the compact look is drawn).
  open var preferredDatePickerStyle: Style = .automatic
  /// The look drawn.
  open var datePickerStyle: Style { .compact }
  open var minimumDate: Date?
  open var maximumDate: Date?
  /// The locale (stored: text is US English here).
  open var locale: Locale?
  open var calendar: Calendar!
  /// The zone times are shown in; UTC when `nil`.
  open var timeZone: TimeZone? { didSet { refresh() } }
  /// Minutes between choices (stored).
  open var minuteInterval = 1
  /// The count-down duration (stored).
  open var countDownDuration: TimeInterval = 0
  /// Whether the picker rounds to the minute interval (stored).
  open var roundsToMinuteInterval = true

  private let pills = StackView()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    calendar = Calendar(identifier: .gregorian)
    pills.spacing = 6
    pills.translatesAutoresizingMaskIntoConstraints = false
    addSubview(pills)
    NSLayoutConstraint.activate([
      pills.topAnchor.constraint(equalTo: topAnchor),
      pills.bottomAnchor.constraint(equalTo: bottomAnchor),
      pills.trailingAnchor.constraint(equalTo: trailingAnchor),
      pills.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor),
    ])
    refresh()
  }

  /// Sets the date (not animated here).
  open func setDate(_ date: Date, animated: Bool) {
    self.date = date
  }

  /// The texts of the pills for the mode.
  private var texts: [String] {
    switch datePickerMode {
    case .date: [format("MMM d, yyyy")]
    case .time: [format("h:mm a")]
    case .dateAndTime: [format("MMM d, yyyy"), format("h:mm a")]
    case .yearAndMonth: [format("MMMM yyyy")]
    case .countDownTimer:
      [
        String(
          format: "%d h %d min", Int(countDownDuration) / 3600, Int(countDownDuration) % 3600 / 60)
      ]
    }
  }

  private func format(_ pattern: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone ?? TimeZone(identifier: "UTC")
    formatter.dateFormat = pattern
    return formatter.string(from: date)
  }

  private func refresh() {
    pills.arrangedSubviews.forEach { $0.removeFromSuperview() }
    for text in texts {
      let pill = PaddedPillLabel(text)
      pills.addArrangedSubview(pill)
    }
  }
}

/// One pill of a compact date picker: 17-point text on the tertiary system fill, 6-point corners, 11 points of
/// padding at the sides and 7 above and below (approximate iOS 17 metrics).
final class PaddedPillLabel: Label {
  convenience init(_ text: String) {
    self.init(frame: .zero)
    self.text = text
    font = .systemFont(ofSize: 17)
    backgroundColor = .tertiarySystemFill
    layer.cornerRadius = 6
    clipsToBounds = true
    textAlignment = .center
  }

  override var intrinsicContentSize: CGSize {
    let size = super.intrinsicContentSize
    return CGSize(width: size.width + 22, height: size.height + 14)
  }
}

public typealias UIDatePicker = DatePicker
public typealias UIDatePickerStyle = DatePicker.Style
