import Foundation
import HeadlessUIKit

extension Scene {
  /// A warning for each visible label whose text has characters no bundled font can show (drawn as boxes).
  ///
  /// Such characters are those of a script none of the bundled faces covers (Thai, the Indic scripts) and most emoji;
  /// the command prints the warnings with the scene's. Run after layout.
  public func missingGlyphWarnings() -> [String] {
    var warnings: [String] = []
    func visit(_ view: View) {
      guard !view.isHidden else { return }
      if let label = view as? Label, let text = label.text, !text.isEmpty,
        label.unknownGlyphCount > 0
      {
        let count = label.unknownGlyphCount
        warnings.append(
          "\(label.debugName): \(count == 1 ? "1 character" : "\(count) characters") of \"\(text)\" "
            + "\(count == 1 ? "has" : "have") no glyph in the bundled fonts (Inter, DejaVu Sans, WenQuanYi Micro "
            + "Hei): drawn as \(count == 1 ? "a box" : "boxes")")
      }
      view.subviews.forEach(visit)
    }
    visit(root)
    return warnings
  }
}
