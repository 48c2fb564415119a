import Foundation
import RenderCore
import SceneProtocol

/// The lint's contact sheet: every scene in every variant, each finding outlined on its image.
///
/// One HTML page, `index.html` beside an `images` folder. Nothing depends on the clock: the same run gives the same
/// page.
struct LintContactSheet {
  /// One drawn variant of one scene.
  struct Entry {
    var file: String
    var scene: String
    var variant: LintVariant
    /// The image, relative to the page.
    var image: String
    /// The canvas in points.
    var size: [Double]
    var findings: [LayoutFinding]
  }

  let folder: URL
  private(set) var entries: [Entry] = []

  init(folder: URL) throws(CommandError) {
    self.folder = folder
    do {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
    } catch {
      throw .io("cannot write to \(folder.path): \(error.localizedDescription)")
    }
  }

  /// Moves a variant's image out of the run's scratch folder into the sheet's and remembers it.
  mutating func add(file: String, scene: String, result: LintResult) {
    guard let image = result.image, let size = result.size else { return }
    let name = "images/\(entries.count).png"
    let destination = folder.appendingPathComponent(name)
    try? FileManager.default.removeItem(at: destination)
    guard
      (try? FileManager.default.moveItem(at: URL(fileURLWithPath: image), to: destination)) != nil
    else {
      return
    }
    entries.append(
      Entry(
        file: file, scene: scene, variant: result.variant, image: name, size: size,
        findings: result.findings))
  }

  /// Writes `index.html`.
  func write() throws(CommandError) {
    let url = folder.appendingPathComponent("index.html")
    do {
      try Data(html.utf8).write(to: url, options: .atomic)
    } catch {
      throw .io("cannot write \(url.path): \(error.localizedDescription)")
    }
  }

  var html: String {
    var page = """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>layout-render lint</title>
      <style>
      body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #1c1c1e; }
      .grid { display: flex; flex-wrap: wrap; gap: 16px; }
      figure { margin: 0; width: 220px; }
      .shot { position: relative; border: 1px solid #d1d1d6; }
      .shot img { display: block; width: 100%; height: auto; }
      .finding { position: absolute; outline: 2px solid #ff3b30; background: rgba(255, 59, 48, 0.12); }
      figcaption { font-size: 12px; color: #636366; margin-top: 4px; }
      .count { color: #ff3b30; font-weight: 600; }
      </style></head><body data-images="\(entries.count)" data-findings="\(outlinedCount)">
      <h1>layout-render lint</h1>

      """
    var scenes: [String] = []
    for entry in entries where !scenes.contains(key(entry)) { scenes.append(key(entry)) }
    for scene in scenes {
      let shown = entries.filter { key($0) == scene }
      guard let first = shown.first else { continue }
      let total = shown.reduce(0) { $0 + $1.findings.count }
      page +=
        "<h2>\(escaped(first.scene)) <small>\(escaped(first.file)) · \(total) finding\(total == 1 ? "" : "s")"
      page +=
        " in \(shown.count) variant\(shown.count == 1 ? "" : "s")</small></h2>\n<div class=\"grid\">\n"
      for entry in shown { page += figure(entry) }
      page += "</div>\n"
    }
    // Counts the images that loaded and the outlines the browser lays out with an area, for a headless browser to
    // read back (`Scripts/check-gallery.sh`). The script has no `<` or `&`.
    return page + """
      <script>
      window.addEventListener("load", function () {
        var loaded = Array.prototype.filter.call(document.images, function (image) {
          return image.complete ? image.naturalWidth : 0;
        }).length;
        var shown = Array.prototype.filter.call(document.querySelectorAll(".finding"), function (box) {
          return box.offsetWidth * box.offsetHeight;
        }).length;
        document.body.setAttribute("data-images-loaded", String(loaded));
        document.body.setAttribute("data-findings-shown", String(shown));
      });
      </script>
      </body></html>

      """
  }

  /// The findings the page outlines: those about one view, with its rectangle.
  private var outlinedCount: Int {
    entries.reduce(0) { total, entry in total + entry.findings.filter { $0.rect?.count == 4 }.count
    }
  }

  private func key(_ entry: Entry) -> String { "\(entry.file)\u{1F}\(entry.scene)" }

  /// A variant's image with each finding outlined, at its place as a share of the canvas.
  private func figure(_ entry: Entry) -> String {
    var text =
      "<figure><div class=\"shot\"><img src=\"\(entry.image)\" alt=\"\(escaped(entry.variant.description))\">"
    let (width, height) = (max(entry.size[0], 1), max(entry.size[1], 1))
    for finding in entry.findings {
      guard let rect = finding.rect, rect.count == 4 else { continue }
      func percent(_ value: Double, _ whole: Double) -> String {
        String(format: "%.2f%%", value / whole * 100)
      }
      text +=
        "<div class=\"finding\" style=\"left: \(percent(rect[0], width)); top: \(percent(rect[1], height));"
        + " width: \(percent(rect[2], width)); height: \(percent(rect[3], height))\""
        + " title=\"\(escaped("\(finding.kind.rawValue): \(finding.view): \(finding.message)"))\"></div>"
    }
    let count =
      entry.findings.isEmpty ? "" : " <span class=\"count\">\(entry.findings.count)</span>"
    return text
      + "</div><figcaption>\(escaped(entry.variant.description))\(count)</figcaption></figure>\n"
  }

  private func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
