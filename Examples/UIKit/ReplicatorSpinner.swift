// A loading ring drawn with a CAReplicatorLayer: one dot layer repeated twelve times around the centre, each copy
// rotated by a twelfth of a turn and fading, as custom spinners are built.
import UIKit

final class ReplicatorSpinner: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    let replicator = CAReplicatorLayer()
    replicator.frame = bounds
    let dot = CALayer()
    dot.frame = CGRect(x: bounds.midX - 4, y: 6, width: 8, height: 8)
    dot.cornerRadius = 4
    dot.backgroundColor = UIColor.systemIndigo.cgColor
    replicator.addSublayer(dot)
    replicator.instanceCount = 12
    replicator.instanceTransform = CATransform3DMakeRotation(.pi * 2 / 12, 0, 0, 1)
    replicator.instanceAlphaOffset = -1.0 / 12
    layer.addSublayer(replicator)
  }

  required init?(coder: NSCoder) { nil }
}

import LayoutRender

_ = Scene("Replicator spinner", size: CGSize(width: 120, height: 120)) { root in
  root.addSubview(ReplicatorSpinner(frame: CGRect(x: 20, y: 20, width: 80, height: 80)))
}
