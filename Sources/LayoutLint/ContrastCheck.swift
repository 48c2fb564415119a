import Foundation
import HeadlessUIKit
import RenderCore

/// `lowContrast`: text drawn in a colour too close to what is behind it.
///
/// Computed from the colours actually drawn: the text colour at the opacity it is drawn with, over the background colours of the label and its ancestors
/// composited over the scene's background (views beside the text, such as an image behind it, are not counted).
/// Disabled controls' text is left out (WCAG exempts inactive components).
enum ContrastCheck {
  static func findings(_ views: [InspectedView], appearance: Appearance, background: Color)
    -> [LayoutFinding]
  {
    views.compactMap { inspected in
      guard let label = inspected.view as? Label, inspected.isText, enabled(inspected) else {
        return nil
      }
      let chain = ([label] + inspected.ancestors).reversed()
      var behind = Contrast.composite(
        background.resolved(for: appearance).light,
        over: Color.Components(red: 1, green: 1, blue: 1, alpha: 1))
      var opacity: CGFloat = 1
      for view in chain {
        opacity *= view.alpha
        guard let color = view.backgroundColor?.resolved(for: appearance).light, color.alpha > 0
        else { continue }
        behind = Contrast.composite(faded(color, opacity), over: behind)
      }
      let text = Contrast.composite(
        faded(label.displayedTextColor.resolved(for: appearance).light, opacity), over: behind)
      let ratio = Contrast.ratio(text, behind)
      let font = label.font ?? .systemFont(ofSize: 17)
      let required = Contrast.required(
        pointSize: font.pointSize, bold: font.fontDescriptor.symbolicTraits.contains(.traitBold))
      guard ratio < required else { return nil }
      return LayoutFinding(
        kind: .lowContrast, view: inspected.name, rect: inspected.frameArray,
        message:
          "text contrast \(String(format: "%.2f", ratio)):1 is below \(required == 3 ? "3" : "4.5"):1"
      )
    }
  }

  private static func faded(_ color: Color.Components, _ opacity: CGFloat) -> Color.Components {
    Color.Components(
      red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * opacity)
  }

  private static func enabled(_ inspected: InspectedView) -> Bool {
    guard let label = inspected.view as? Label, label.isEnabled else { return false }
    return !inspected.ancestors.contains { ($0 as? Control)?.isEnabled == false }
  }
}
