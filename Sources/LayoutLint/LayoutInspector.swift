import Foundation
import HeadlessUIKit
import RenderCore

/// Finds layout defects by inspecting a laid-out tree: the checks of `layout-render lint` and of `assertLayout`
/// (docs/layout-lint.md describes each).
public enum LayoutInspector {
  /// The defects of a tree laid out on a canvas, as it is drawn in an appearance over a background colour.
  ///
  /// - Parameters:
  ///   - root: The root view, laid out.
  ///   - canvas: The screen, in the root's coordinates.
  ///   - appearance: How adaptive colours resolve.
  ///   - background: What is drawn behind the root.
  /// - Returns: The findings, in tree order within each kind.
  public static func findings(
    in root: View, canvas: CGRect, appearance: Appearance, background: Color
  ) -> [LayoutFinding] {
    let views = InspectedView.tree(of: root, canvas: canvas)
    return ConstraintCheck.findings(root)
      + TruncationCheck.findings(views)
      + BoundsCheck.findings(views, canvas: canvas)
      + OverlapCheck.findings(views)
      + TapTargetCheck.findings(views)
      + ContrastCheck.findings(views, appearance: appearance, background: background)
      + AccessibilityLabelCheck.findings(views)
  }
}
