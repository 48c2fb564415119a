// The layout of Mag's README: a red square placed by operators, a centred label filling it, and a blue square
// offset from its centre. top = (bottom − 100) × 0.5 at priority 999.
import LayoutRender

let scene = Scene("Mag README", size: CGSize(width: 414, height: 600)) { view in
  let redView = UIView(frame: .zero)
  redView.backgroundColor = .red
  view.addSubview(redView)
  redView.sizeAnchor == CGSize(width: 100, height: 100)
  redView.leadingAnchor == view.leadingAnchor + 100
  redView.topAnchor == (view.bottomAnchor - 100) * 0.5 ~ 999

  let label = UILabel(frame: .zero)
  label.text = "Example"
  label.textAlignment = .center
  label.textColor = .white
  redView.addSubview(label)
  label.edgeAnchor == redView.edgeAnchor

  let blueView = UIView(frame: .zero)
  blueView.backgroundColor = .blue
  view.addSubview(blueView)
  blueView.sizeAnchor == redView.sizeAnchor
  blueView.centerAnchor == redView.centerAnchor + CGPoint(x: 100, y: -100)
}
