// Yalta's stack examples: a title and a subtitle pushed apart by a flexible spacer, and an image beside a
// vertical stack of labels.
import LayoutRender

/// A 64 × 64 gradient, drawn pixel by pixel: stands in for a photo.
func gradient() -> UIImage {
  var pixels: [UInt8] = []
  for y in 0..<64 {
    for x in 0..<64 { pixels += [UInt8(80 + x * 2), UInt8(120 + y), 230, 255] }
  }
  return UIImage(bitmap: RGBAImage(width: 64, height: 64, pixels: pixels))
}

let spaced = Scene("Title and subtitle", size: CGSize(width: 375, height: 64)) { root in
  let title = UILabel("Inbox")
  title.font = .boldSystemFont(ofSize: 22)
  let subtitle = UILabel("12 unread")
  subtitle.textColor = .secondaryLabel
  let row = Stack(title, Spacer(minWidth: 16), subtitle) { $0.alignment = .center }
  root.addSubview(row)
  row.al.fillSuperviewMargins()
}

let media = Scene("Image beside labels", size: CGSize(width: 375, height: 110)) { root in
  let image = UIImageView(image: gradient())
  image.layer.cornerRadius = 12
  image.clipsToBounds = true
  let title = UILabel("Layout on Linux")
  title.font = .boldSystemFont(ofSize: 17)
  let subtitle = UILabel("Auto Layout semantics, rendered headless with Cairo and Pango.")
  subtitle.numberOfLines = 0
  subtitle.textColor = .secondaryLabel
  subtitle.font = .systemFont(ofSize: 15)
  let labels = Stack([title, subtitle], axis: .vertical, spacing: 4)
  let stack = Stack([image, labels], spacing: 15, alignment: .top)
  root.addSubview(stack)
  stack.al.fillSuperviewMargins()
}
