internal import CPangoCairo
import Foundation

// An attributed string's runs and line spacing as Pango sees them. What changes the shape of the text (fonts,
// kerning, lines under and through it, baseline offsets, line heights) is part of the layout that is measured and
// cached; colours are added only to a copy when it is drawn, resolved for the appearance then, as a label's own
// colour is (docs/rendering.md, "Attributed text").

extension TextEngine {
  /// Adds the runs' shape attributes to a new layout.
  func applyRuns(_ runs: [TextRun], to layout: OpaquePointer) {
    guard !runs.isEmpty, let list = pango_attr_list_new() else { return }
    for run in runs {
      if let font = run.font {
        let description = Self.fontDescription(font)
        insert(pango_attr_font_desc_new(description), run, into: list)
        pango_font_description_free(description)
      }
      if let kern = run.kern {
        insert(pango_attr_letter_spacing_new(Self.pangoUnits(kern)), run, into: list)
      }
      if let offset = run.baselineOffset {
        insert(pango_attr_rise_new(Self.pangoUnits(offset)), run, into: list)
      }
      if let underline = run.underline {
        let kind = underline.double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE
        insert(pango_attr_underline_new(kind), run, into: list)
      }
      if run.strikethrough != nil { insert(pango_attr_strikethrough_new(1), run, into: list) }
    }
    pango_layout_set_attributes(layout, list)
    pango_attr_list_unref(list)
  }

  /// A copy of `layout` with the runs' colours for `appearance`, or `nil` when no run has a colour; the caller
  /// releases it.
  func coloredCopy(of layout: OpaquePointer, _ runs: [TextRun], for appearance: Appearance)
    -> OpaquePointer?
  {
    guard runs.contains(where: \.hasColor), let copy = pango_layout_copy(layout) else { return nil }
    let list =
      pango_layout_get_attributes(copy).map { pango_attr_list_copy($0) } ?? pango_attr_list_new()
    guard let list else { return copy }
    for run in runs {
      if let color = run.foreground?.resolved(for: appearance) {
        let (red, green, blue, alpha) = Self.pangoColor(color)
        insert(pango_attr_foreground_new(red, green, blue), run, into: list)
        insert(pango_attr_foreground_alpha_new(alpha), run, into: list)
      }
      if let color = run.background?.resolved(for: appearance) {
        let (red, green, blue, alpha) = Self.pangoColor(color)
        insert(pango_attr_background_new(red, green, blue), run, into: list)
        insert(pango_attr_background_alpha_new(alpha), run, into: list)
      }
      if let color = run.underline?.color?.resolved(for: appearance) {
        let (red, green, blue, _) = Self.pangoColor(color)
        insert(pango_attr_underline_color_new(red, green, blue), run, into: list)
      }
      if let color = run.strikethrough?.color?.resolved(for: appearance) {
        let (red, green, blue, _) = Self.pangoColor(color)
        insert(pango_attr_strikethrough_color_new(red, green, blue), run, into: list)
      }
    }
    pango_layout_set_attributes(copy, list)
    pango_attr_list_unref(list)
    return copy
  }

  /// Spaces the lines of a new layout as `spacing` says: each line's extra height goes between lines here, and
  /// above the first line when it is measured and drawn (``extraHeightAbove(_:_:)``).
  func applyLineSpacing(_ spacing: LineSpacing, to layout: OpaquePointer) {
    guard !spacing.isPlain else { return }
    let gap = extraLineHeight(layout, spacing) + spacing.lineSpacing
    pango_layout_set_spacing(layout, Self.pangoUnits(gap))
  }

  /// The height added above the first line's glyphs by a line height (0 for plain spacing): TextKit puts a line's
  /// extra height above its text.
  func extraHeightAbove(_ layout: OpaquePointer, _ style: TextStyle) -> CGFloat {
    style.lineSpacing.isPlain ? 0 : extraLineHeight(layout, style.lineSpacing)
  }

  /// How much taller a line is with `spacing` than the first line's natural height.
  private func extraLineHeight(_ layout: OpaquePointer, _ spacing: LineSpacing) -> CGFloat {
    guard let line = pango_layout_get_line_readonly(layout, 0) else { return 0 }
    var logical = PangoRectangle()
    pango_layout_line_get_extents(line, nil, &logical)
    let natural = CGFloat(logical.height) / CGFloat(PANGO_SCALE)
    return spacing.lineHeight(natural: natural) - natural
  }

  /// The kerning after the text's last character, which a measured width includes as TextKit's does.
  ///
  /// Pango spaces letters as TextKit does between characters, but adds nothing after a line's last one; TextKit
  /// adds a kerned character's space after it wherever it is, so a kerned label is that much wider.
  func trailingKern(_ style: TextStyle) -> CGFloat {
    guard let last = style.runs.last, last.bytes.upperBound >= style.text.utf8.count else {
      return 0
    }
    return last.kern ?? 0
  }

  /// A new Pango font description of `font`; the caller frees it.
  static func fontDescription(_ font: Typeface) -> OpaquePointer? {
    let description = pango_font_description_new()
    pango_font_description_set_family(description, font.family)
    pango_font_description_set_absolute_size(description, Double(font.size) * Double(PANGO_SCALE))
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.value)))
    return description
  }

  /// Points in Pango units (1/1024 point), rounded to the nearest and kept within 32 bits.
  private static func pangoUnits(_ points: CGFloat) -> Int32 {
    let units = (points * CGFloat(PANGO_SCALE)).rounded()
    return Int32(min(max(units, CGFloat(Int32.min)), CGFloat(Int32.max)))
  }

  /// A colour's components as Pango's 16-bit values.
  private static func pangoColor(_ color: Color) -> (UInt16, UInt16, UInt16, UInt16) {
    func channel(_ value: Double) -> UInt16 { UInt16((value * 65535).rounded()) }
    return (channel(color.red), channel(color.green), channel(color.blue), channel(color.alpha))
  }

  /// Inserts an attribute covering `run`'s bytes into `list`, which takes it.
  private func insert(
    _ attribute: UnsafeMutablePointer<PangoAttribute>?, _ run: TextRun, into list: OpaquePointer
  ) {
    guard let attribute else { return }
    attribute.pointee.start_index = UInt32(clamping: run.bytes.lowerBound)
    attribute.pointee.end_index = UInt32(clamping: run.bytes.upperBound)
    pango_attr_list_insert(list, attribute)
  }
}
