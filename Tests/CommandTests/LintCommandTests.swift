import Foundation
import Testing

/// `layout-render lint`: the matrix of variants, the summary, the JSON file and the exit status.
@Suite(.serialized) struct LintCommandTests {
  /// A 200 × 60 scene on the system background with a 30 × 30 image-only button and grey text (#AAAAAA: 2.32:1 on
  /// the light background, white).
  private let scene = """
    import LayoutRender

    _ = Scene("Toolbar", size: CGSize(width: 200, height: 60)) { root in
      let close = UIButton(type: .system)
      close.setImage(UIImage(systemName: "xmark"), for: .normal)
      close.frame = CGRect(x: 10, y: 15, width: 30, height: 30)
      close.accessibilityIdentifier = "close"
      root.addSubview(close)
      let note = UILabel(frame: CGRect(x: 60, y: 15, width: 130, height: 30))
      note.text = "Saved"
      note.textColor = UIColor(red: 170 / 255, green: 170 / 255, blue: 170 / 255, alpha: 1)
      note.accessibilityIdentifier = "note"
      root.addSubview(note)
    }

    """

  @Test func findingsGoToTheSummaryAndTheJSONFile() throws {
    let runner = try CommandRunner()
    try runner.write("toolbar.swift", scene)
    let result = try runner.run(
      "lint", "toolbar.swift", "--appearance", "light,dark", "--rtl", "both", "--json", "lint.json")
    #expect(result.status == 0, "\(result.standardError)")
    // 2 appearances × 2 directions; the button is small and unlabelled in all four, the grey text too faint on
    // white (light) and fine on black (dark: #AAAAAA on black is 9.0:1).
    #expect(result.standardError.contains("smallTapTarget: close"), "\(result.standardError)")
    #expect(result.standardError.contains("(in 4 of 4 variants"))
    #expect(
      result.standardError.contains(
        "lowContrast: note: text contrast 2.32:1 is below 4.5:1 (in 2 of 4"))
    let report =
      try JSONSerialization.jsonObject(with: Data(contentsOf: runner.url("lint.json")))
      as? [String: Any]
    let findings = try #require(report?["findings"] as? [[String: Any]])
    #expect(findings.count == 4 + 4 + 2)
    let first = try #require(findings.first)
    #expect(first["scene"] as? String == "Toolbar")
    #expect((first["variant"] as? [String: String])?["appearance"] == "light")
    #expect(
      Set(findings.compactMap { $0["kind"] as? String }) == [
        "smallTapTarget", "missingAccessibilityLabel", "lowContrast",
      ])
  }

  /// `--sweep-width` lays the scene out at each width: a 300-point banner 20 points in leaves a canvas narrower than
  /// 320 points, so at 300 and 310 it is out of bounds and from 320 on it fits.
  @Test func aWidthSweepReportsTheWidthsADefectShowsAt() throws {
    let runner = try CommandRunner()
    try runner.write(
      "banner.swift",
      """
      import LayoutRender

      _ = Scene("Banner", size: CGSize(width: 375, height: 60)) { root in
        let banner = UIView(frame: CGRect(x: 20, y: 10, width: 300, height: 40))
        banner.accessibilityIdentifier = "banner"
        root.addSubview(banner)
      }

      """)
    let result = try runner.run(
      "lint", "banner.swift", "--sweep-width", "300...340", "--sweep-step", "10", "--json",
      "sweep.json")
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardError.contains("outOfBounds: banner"), "\(result.standardError)")
    #expect(result.standardError.contains("(in 2 of 5 variants"))
    #expect(result.standardError.contains("at widths 300–310 pt"))
    let report =
      try JSONSerialization.jsonObject(with: Data(contentsOf: runner.url("sweep.json")))
      as? [String: Any]
    let findings = try #require(report?["findings"] as? [[String: Any]])
    let widths = findings.compactMap { ($0["variant"] as? [String: Any])?["width"] as? Double }
    #expect(widths == [300, 310])

    let bad = try runner.run("lint", "banner.swift", "--sweep-width", "400...300")
    #expect(bad.status == 2)
    #expect(bad.standardError.contains("--sweep-width must be two widths"))
  }

  /// A conflict is reported at the line that activated the broken constraint (the later of two widths).
  @Test func anUnsatisfiableFindingNamesTheLineThatMadeIt() throws {
    let runner = try CommandRunner()
    try runner.write(
      "conflict.swift",
      """
      import LayoutRender

      _ = Scene("Conflict", size: CGSize(width: 200, height: 100)) { root in
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 50)])
        NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 80)])
      }

      """)
    let result = try runner.run("lint", "conflict.swift", "--json", "lint.json")
    #expect(result.status == 0, "\(result.standardError)")
    let report =
      try JSONSerialization.jsonObject(with: Data(contentsOf: runner.url("lint.json")))
      as? [String: Any]
    let findings = try #require(report?["findings"] as? [[String: Any]])
    let conflict = try #require(findings.first { $0["kind"] as? String == "unsatisfiable" })
    // The second width, added after the first, is the one broken: line 8.
    #expect(conflict["line"] as? Int == 8, "\(conflict)")
    #expect(result.standardError.contains("conflict.swift:8: warning"), "\(result.standardError)")
  }

  @Test func theJUnitFileHasAFailingCasePerDefect() throws {
    let runner = try CommandRunner()
    try runner.write("toolbar.swift", scene)
    let result = try runner.run(
      "lint", "toolbar.swift", "--appearance", "light,dark", "--junit", "lint.xml")
    #expect(result.status == 0, "\(result.standardError)")
    let xml = try String(contentsOf: runner.url("lint.xml"), encoding: .utf8)
    // Three defects: the small button, its missing label, the faint text (in the light variant only).
    #expect(xml.contains("<testsuite name=\"toolbar.swift\" tests=\"3\" failures=\"3\""), "\(xml)")
    #expect(
      xml.contains("<testcase name=\"Toolbar: lowContrast: note\" classname=\"toolbar.swift\">"))
    #expect(xml.contains("(in 1 of 2 variants; first: light l ltr scene none)"))
  }

  @Test func theContactSheetOutlinesEachFindingOnItsVariantsImage() throws {
    let runner = try CommandRunner()
    try runner.write("toolbar.swift", scene)
    let result = try runner.run(
      "lint", "toolbar.swift", "--rtl", "both", "--contact-sheet", "sheet")
    #expect(result.status == 0, "\(result.standardError)")
    #expect(runner.exists("sheet/images/0.png") && runner.exists("sheet/images/1.png"))
    let page = try String(contentsOf: runner.url("sheet/index.html"), encoding: .utf8)
    #expect(page.contains("<img src=\"images/1.png\" alt=\"light l rtl scene none\">"))
    // The close button at (10, 15), 30 × 30 on the 200 × 60 canvas: 5 % from the left, 25 % down, 15 % × 50 %.
    #expect(page.contains("left: 5.00%; top: 25.00%; width: 15.00%; height: 50.00%"), "\(page)")
    // Right-to-left leaves frames set by code where they are.
    #expect(page.components(separatedBy: "title=\"smallTapTarget: close").count == 3)
    // For a browser to count back (Scripts/check-gallery.sh): 2 images; in each, the small button, its missing label
    // and the faint text, 6 outlines.
    #expect(page.contains("<body data-images=\"2\" data-findings=\"6\">"), "\(page)")
  }

  @Test func strictExitsOneOnFindingsAndBadOptionsAreUsageErrors() throws {
    let runner = try CommandRunner()
    try runner.write("toolbar.swift", scene)
    #expect(try runner.run("lint", "toolbar.swift", "--strict").status == 1)
    let usage = try runner.run("lint", "toolbar.swift", "--content-size", "huge")
    #expect(usage.status == 2)
    #expect(usage.standardError.contains("\"huge\" is not one of"))
  }
}
