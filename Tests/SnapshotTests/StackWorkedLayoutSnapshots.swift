import Foundation
import LayoutRender
import LayoutSnapshotTesting
import Testing

/// The stack view's worked layouts (docs/stack-view.md, "Worked layouts", checked frame by frame in LayoutTests) kept
/// as snapshot references in `Snapshots/`: the solved frames as text and the pixels, so a regression in either shows in
/// CI.
@Suite struct StackWorkedLayoutSnapshots {
  /// A coloured box with a fixed intrinsic size: the reference views S0 160×200, S1 80×100, S2 40×50.
  final class Box: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat, _ color: Color) {
      size = CGSize(width: width, height: height)
      super.init(frame: .zero)
      backgroundColor = color
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
  }

  struct Layout: Sendable, CustomTestStringConvertible {
    let name: String
    let configure: @Sendable (StackView) -> Void
    var testDescription: String { name }
  }

  static let layouts: [Layout] = [
    Layout(name: "fill, spacing 10") { $0.spacing = 10 },
    Layout(name: "fillEqually") { $0.distribution = .fillEqually },
    Layout(name: "fillProportionally, width 200") {
      $0.distribution = .fillProportionally
      $0.widthAnchor.constraint(equalToConstant: 200).isActive = true
    },
    Layout(name: "equalSpacing, width 400") {
      $0.distribution = .equalSpacing
      $0.spacing = 10
      $0.widthAnchor.constraint(equalToConstant: 400).isActive = true
    },
    Layout(name: "equalCentering, width 400") {
      $0.distribution = .equalCentering
      $0.widthAnchor.constraint(equalToConstant: 400).isActive = true
    },
    Layout(name: "alignment center") { $0.alignment = .center },
    Layout(name: "vertical, alignment center") {
      $0.axis = .vertical
      $0.alignment = .center
    },
    Layout(name: "margins-relative") { $0.isLayoutMarginsRelativeArrangement = true },
    Layout(name: "spacing 10, S1 hidden") {
      $0.spacing = 10
      $0.arrangedSubviews[1].isHidden = true
    },
  ]

  static func scene(_ layout: Layout) -> Scene {
    Scene(layout.name, size: CGSize(width: 500, height: 360), scale: 1, backgroundColor: .white) {
      root in
      let stack = StackView(arrangedSubviews: [
        Box(160, 200, .systemRed), Box(80, 100, .systemGreen), Box(40, 50, .systemBlue),
      ])
      stack.identifier = "stack"
      stack.translatesAutoresizingMaskIntoConstraints = false
      stack.backgroundColor = .systemGray5
      root.addSubview(stack)
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
      stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
      layout.configure(stack)
    }
  }

  @Test(arguments: layouts) func workedLayout(_ layout: Layout) {
    assertSnapshot(of: Self.scene(layout), as: .frames, named: layout.name)
    assertSnapshot(of: Self.scene(layout), as: .image, named: layout.name)
  }
}
