import Foundation

/// A layout guide with an aspect ratio to fit (UIKit's `UILayoutGuideAspectFitting`).
public protocol LayoutGuideAspectFitting: AnyObject {
  /// The width-to-height ratio the guide keeps.
  var aspectRatio: CGFloat { get set }
}

/// The largest rectangle of ``aspectRatio`` that fits the safe area, centred in it.
final class AspectFitLayoutGuide: LayoutGuide, LayoutGuideAspectFitting {
  var aspectRatio: CGFloat = 1 {
    didSet { if aspectRatio != oldValue { constrainRatio() } }
  }
  private var ratio: LayoutConstraint?

  /// Fits the guide in `view`'s safe area: inside it, centred, as large as the ratio allows.
  func attach(to view: View) {
    let area = view.safeAreaLayoutGuide
    let fillWidth = widthAnchor.constraint(equalTo: area.widthAnchor)
    let fillHeight = heightAnchor.constraint(equalTo: area.heightAnchor)
    fillWidth.priority = .defaultHigh
    fillHeight.priority = .defaultHigh
    LayoutConstraint.activate([
      centerXAnchor.constraint(equalTo: area.centerXAnchor),
      centerYAnchor.constraint(equalTo: area.centerYAnchor),
      widthAnchor.constraint(lessThanOrEqualTo: area.widthAnchor),
      heightAnchor.constraint(lessThanOrEqualTo: area.heightAnchor),
      fillWidth, fillHeight,
    ])
    constrainRatio()
  }

  private func constrainRatio() {
    ratio?.isActive = false
    ratio = widthAnchor.constraint(equalTo: heightAnchor, multiplier: aspectRatio)
    ratio?.isActive = true
  }
}

extension Window {
  /// The window's aspect-fit guide, made and attached on first use (``Window/safeAreaAspectFitLayoutGuide``).
  var aspectFitGuide: AspectFitLayoutGuide {
    if let guide = layoutGuides.lazy.compactMap({ $0 as? AspectFitLayoutGuide }).first {
      return guide
    }
    let guide = AspectFitLayoutGuide()
    guide.identifier = "\(debugName).safeAreaAspectFitLayoutGuide"
    addLayoutGuide(guide)
    guide.attach(to: self)
    return guide
  }
}

public typealias UILayoutGuideAspectFitting = LayoutGuideAspectFitting
