// Interaction code that must run headless: a tap recognizer added, an animation block (run at once, completion
// too), UIScreen.main read for a size (the scene's canvas, 240 wide: a small screen), accessibility flags checked.
import LayoutRender

final class LikeView: UIView {
  let heart = UIImageView(image: UIImage(systemName: "heart.fill"))
  let caption = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    heart.tintColor = .systemRed
    heart.alpha = 0
    heart.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
    caption.text = "Tap to like"
    caption.textColor = .secondaryLabel
    addSubview(heart)
    addSubview(caption)
    let tap = UITapGestureRecognizer(target: self, action: nil)
    tap.numberOfTapsRequired = 2
    addGestureRecognizer(tap)
    let duration = UIAccessibility.isReduceMotionEnabled ? 0 : 0.3
    UIView.animate(withDuration: duration, animations: {
      self.heart.alpha = 1
    }, completion: { _ in
      self.caption.text = "Liked"
    })
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    heart.center = CGPoint(x: bounds.midX, y: bounds.midY - 16)
    caption.sizeToFit()
    caption.center = CGPoint(x: bounds.midX, y: heart.frame.maxY + 20)
  }
}

_ = Scene("Gestures and animation", size: CGSize(width: 240, height: 200)) { root in
  let like = LikeView(frame: root.bounds)
  root.addSubview(like)
  let isSmallScreen = UIScreen.main.bounds.width < 375
  like.backgroundColor = isSmallScreen ? .systemGray6 : .systemBackground
}
