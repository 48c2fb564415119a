import Foundation
import HeadlessUIKit
import Testing

/// A scene root: a fixed frame, positioned by its autoresizing constraints as a renderer would.
func makeRoot(width: CGFloat = 375, height: CGFloat = 667) -> View {
  let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
  root.identifier = "root"
  return root
}

/// A view placed by constraints, added to `parent`.
@discardableResult
func makeView(_ name: String, in parent: View) -> View {
  let view = View()
  view.identifier = name
  view.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(view)
  return view
}

/// A view with a fixed intrinsic size (fake content for layout tests; the renderer brings real text).
final class SizedView: View {
  var size: CGSize
  var baselineFromTop: CGFloat?

  init(_ name: String, width: CGFloat, height: CGFloat, baselineFromTop: CGFloat? = nil) {
    size = CGSize(width: width, height: height)
    self.baselineFromTop = baselineFromTop
    super.init(frame: .zero)
    identifier = name
    translatesAutoresizingMaskIntoConstraints = false
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { size }
  override var firstBaselineOffsetFromTop: CGFloat? { baselineFromTop }
}

/// Expects a frame within 1e-6 on each component.
func expectFrame(
  _ view: View, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let frame = view.frame
  let matches = [frame.minX - x, frame.minY - y, frame.width - width, frame.height - height]
    .allSatisfy {
      abs($0) < 1e-6
    }
  #expect(
    matches, "\(view.debugName): frame \(frame) is not (\(x), \(y), \(width), \(height))",
    sourceLocation: sourceLocation)
}

/// Expects `rect` to be `expected` to within a millionth of a point (sums of thirds of a point are not exact).
func expectRect(
  _ rect: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation
) {
  let matches = [
    rect.minX - expected.minX, rect.minY - expected.minY, rect.width - expected.width,
    rect.height - expected.height,
  ].allSatisfy { abs($0) < 1e-6 }
  #expect(matches, "\(rect) is not \(expected)", sourceLocation: sourceLocation)
}
