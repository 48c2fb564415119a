// An upload queue: each row's bar-style progress view follows a Foundation Progress through observedProgress, with
// custom track and progress tints, and a coloured spinner beside the item still waiting, as sync screens show.
import UIKit

struct Upload {
  let name: String
  let progress: Progress
  let isWaiting: Bool
}

final class UploadRow: UIView {
  init(upload: Upload) {
    super.init(frame: .zero)
    let name = UILabel()
    name.text = upload.name
    name.font = .preferredFont(forTextStyle: .subheadline)
    let percent = UILabel()
    percent.text = "\(Int(upload.progress.fractionCompleted * 100))%"
    percent.font = .monospacedDigitSystemFont(ofSize: 13, weight: .regular)
    percent.textColor = .secondaryLabel
    let bar = UIProgressView(progressViewStyle: .bar)
    bar.observedProgress = upload.progress
    bar.trackTintColor = .systemGray5
    bar.progressTintColor = upload.isWaiting ? .systemGray3 : .systemGreen
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.color = .systemOrange
    spinner.hidesWhenStopped = true
    if upload.isWaiting { spinner.startAnimating() }
    for subview in [name, percent, bar, spinner] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      addSubview(subview)
    }
    NSLayoutConstraint.activate([
      name.topAnchor.constraint(equalTo: topAnchor),
      name.leadingAnchor.constraint(equalTo: leadingAnchor),
      spinner.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
      spinner.centerYAnchor.constraint(equalTo: name.centerYAnchor),
      percent.trailingAnchor.constraint(equalTo: trailingAnchor),
      percent.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
      bar.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 8),
      bar.leadingAnchor.constraint(equalTo: leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: trailingAnchor),
      bar.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

func makeUploads() -> [Upload] {
  func progress(_ done: Int64, of total: Int64) -> Progress {
    let progress = Progress(totalUnitCount: total)
    progress.completedUnitCount = done
    return progress
  }
  return [
    Upload(name: "IMG_2041.HEIC", progress: progress(100, of: 100), isWaiting: false),
    Upload(name: "Holiday video.mov", progress: progress(37, of: 100), isWaiting: false),
    Upload(name: "Receipts.pdf", progress: progress(3, of: 40), isWaiting: true),
  ]
}

import LayoutRender

_ = Scene("Upload queue", size: CGSize(width: 375, height: 220)) { root in
  root.backgroundColor = .systemBackground
  let stack = UIStackView(arrangedSubviews: makeUploads().map(UploadRow.init(upload:)))
  stack.axis = .vertical
  stack.spacing = 22
  stack.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(stack)
  NSLayoutConstraint.activate([
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
    stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
    stack.centerYAnchor.constraint(equalTo: root.centerYAnchor),
  ])
}
