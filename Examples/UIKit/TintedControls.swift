// A display settings panel with tinted controls: a brightness slider with drawn sun images at both ends, custom
// track colours and a drawn thumb set with setThumbImage(_:for:), and switches with onTintColor and thumbTintColor,
// as themed settings screens style their controls.
import UIKit

enum SunArt {
  static func sun(diameter: CGFloat, rays: Int) -> UIImage {
    let side = diameter + 8
    return UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
      let center = CGPoint(x: side / 2, y: side / 2)
      UIColor.systemOrange.setFill()
      UIBezierPath(arcCenter: center, radius: diameter / 4, startAngle: 0, endAngle: .pi * 2, clockwise: true).fill()
      UIColor.systemOrange.setStroke()
      for ray in 0..<rays {
        let angle = CGFloat(ray) / CGFloat(rays) * .pi * 2
        let line = UIBezierPath()
        line.move(to: CGPoint(x: center.x + cos(angle) * diameter * 0.38, y: center.y + sin(angle) * diameter * 0.38))
        line.addLine(to: CGPoint(x: center.x + cos(angle) * side * 0.48, y: center.y + sin(angle) * side * 0.48))
        line.lineWidth = 1.5
        line.lineCapStyle = .round
        line.stroke()
      }
    }
  }

  static func thumb() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { context in
      UIColor.white.setFill()
      UIColor.systemOrange.setStroke()
      let ring = UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 20, height: 20))
      ring.lineWidth = 3
      ring.fill()
      ring.stroke()
    }
  }
}

func makeSettingRow(_ title: String, control: UIView) -> UIStackView {
  let label = UILabel()
  label.text = title
  let row = UIStackView(arrangedSubviews: [label, control])
  row.alignment = .center
  row.spacing = 12
  return row
}

func makeDisplayPanel() -> UIStackView {
  let brightness = UISlider()
  brightness.value = 0.65
  brightness.minimumValueImage = SunArt.sun(diameter: 10, rays: 6)
  brightness.maximumValueImage = SunArt.sun(diameter: 18, rays: 8)
  brightness.minimumTrackTintColor = .systemOrange
  brightness.maximumTrackTintColor = .systemGray4
  brightness.setThumbImage(SunArt.thumb(), for: .normal)
  let trueTone = UISwitch()
  trueTone.isOn = true
  trueTone.onTintColor = .systemOrange
  let nightShift = UISwitch()
  nightShift.isOn = false
  nightShift.thumbTintColor = .systemYellow
  let autoLock = UISwitch()
  autoLock.isOn = true
  autoLock.onTintColor = .systemIndigo
  autoLock.thumbTintColor = UIColor(white: 0.95, alpha: 1)
  let panel = UIStackView(arrangedSubviews: [
    brightness,
    makeSettingRow("True Tone", control: trueTone),
    makeSettingRow("Night Shift", control: nightShift),
    makeSettingRow("Auto-Lock", control: autoLock),
  ])
  panel.axis = .vertical
  panel.spacing = 18
  return panel
}

import LayoutRender

_ = Scene("Tinted controls", size: CGSize(width: 375, height: 260)) { root in
  root.backgroundColor = .systemBackground
  let panel = makeDisplayPanel()
  panel.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(panel)
  NSLayoutConstraint.activate([
    panel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
    panel.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
    panel.centerYAnchor.constraint(equalTo: root.centerYAnchor),
  ])
}
