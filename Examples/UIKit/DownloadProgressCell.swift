// A download row as a table cell lays it out: an icon, a title over a progress bar, a cancel button.
import LayoutRender

final class DownloadRowView: UIView {
  init(title: String, progress: Float) {
    super.init(frame: .zero)
    let icon = UIImageView(image: UIImage(systemName: "doc.fill"))
    icon.tintColor = .systemBlue
    let name = UILabel()
    name.text = title
    name.font = .preferredFont(forTextStyle: .headline)
    let bar = UIProgressView()
    bar.progress = progress
    let detail = UILabel()
    detail.text = "\(Int(progress * 100)) % of 48 MB"
    detail.font = .preferredFont(forTextStyle: .caption1)
    detail.textColor = .secondaryLabel
    let cancel = UIButton(type: .close)
    cancel.setTitle("Cancel", for: .normal)
    let text = UIStackView(arrangedSubviews: [name, bar, detail])
    text.axis = .vertical
    text.spacing = 6
    let row = UIStackView(arrangedSubviews: [icon, text, cancel])
    row.spacing = 12
    row.alignment = .center
    row.translatesAutoresizingMaskIntoConstraints = false
    addSubview(row)
    icon.setContentHuggingPriority(.required, for: .horizontal)
    cancel.setContentHuggingPriority(.required, for: .horizontal)
    NSLayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      row.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      row.topAnchor.constraint(equalTo: topAnchor, constant: 10),
      row.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

_ = Scene("Download rows", size: CGSize(width: 375, height: 220)) { root in
  let rows = UIStackView(arrangedSubviews: [
    DownloadRowView(title: "Annual report.pdf", progress: 0.8),
    DownloadRowView(title: "Holiday photos.zip", progress: 0.25),
    DownloadRowView(title: "Podcast episode 42.mp3", progress: 0),
  ])
  rows.axis = .vertical
  rows.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(rows)
  NSLayoutConstraint.activate([
    rows.topAnchor.constraint(equalTo: root.topAnchor),
    rows.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    rows.trailingAnchor.constraint(equalTo: root.trailingAnchor),
  ])
}
