import Foundation
import SnapshotCore

/// `index.html` in the output folder (`render --gallery`): a contact sheet of every scene placed there, grouped by
/// source file, each with its name, the variant the run asked for and its size, to review a batch at a glance.
///
/// The page is well-formed XHTML (it parses as XML), depends on nothing outside the folder, and carries no date: the
/// same run gives the same bytes. A small script marks the page with how many images loaded
/// (`data-images-loaded` on `<body>`), which `Scripts/check-gallery.sh` reads from a headless browser.
struct Gallery {
  struct Entry {
    var scene: String
    var sourceFile: String
    var fileName: String
    /// Pixel width and height, when the file is a PNG.
    var pixelSize: (width: Int, height: Int)?
  }

  var entries: [Entry]
  /// The overrides of the run (`iPhone 15 · dark · right-to-left`), or empty.
  var variant: String

  /// Entries for placed scenes, their PNG sizes read from the files in `folder`.
  init(placed: [(scene: SceneOutcome, fileName: String)], folder: URL, variant: String) {
    entries = placed.map { scene, fileName in
      Entry(
        scene: scene.name, sourceFile: scene.file, fileName: fileName,
        pixelSize: Self.pngSize(folder.appendingPathComponent(fileName)))
    }
    self.variant = variant
  }

  /// The variant line for a run's settings: what it overrode, in the order a reader asks about them.
  static func variant(of settings: RenderSettings) -> String {
    var parts: [String] = []
    if let device = settings.host.device { parts.append(device.name) }
    if let appearance = settings.host.appearance { parts.append(appearance.rawValue) }
    if settings.host.rightToLeft { parts.append("right-to-left") }
    if let size = settings.host.contentSize { parts.append("text size \(size)") }
    if let scale = settings.host.scale { parts.append("@\(formatted(scale))x") }
    return parts.joined(separator: " · ")
  }

  var html: String {
    var groups: [(file: String, entries: [Entry])] = []
    for entry in entries {
      if let index = groups.firstIndex(where: { $0.file == entry.sourceFile }) {
        groups[index].entries.append(entry)
      } else {
        groups.append((entry.sourceFile, [entry]))
      }
    }
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8"/>
      <title>layout-render: \(entries.count) scene\(entries.count == 1 ? "" : "s")</title>
      <style>
      body{font:14px system-ui,sans-serif;margin:24px;background:#f4f4f6;color:#1c1c1e}
      h2{font-size:15px;margin:28px 0 8px}
      .sheet{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
      figure{margin:0;padding:8px;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
      figure img{display:block;max-width:320px;max-height:480px;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
      figcaption{margin-top:6px;font-size:12px;line-height:1.4}
      .name{font-weight:600}.meta{color:#6c6c70}
      </style>
      </head>

      """
    page += "<body data-images=\"\(entries.count)\">\n"
    page += "<h1>\(entries.count) scene\(entries.count == 1 ? "" : "s")"
    if !variant.isEmpty { page += " · \(htmlEscaped(variant))" }
    page += "</h1>\n"
    for group in groups {
      page += "<h2>\(htmlEscaped(group.file))</h2>\n<div class=\"sheet\">\n"
      for entry in group.entries {
        let link = htmlEscaped(percentEncoded(entry.fileName))
        page +=
          "<figure>\n<a href=\"\(link)\"><img src=\"\(link)\" alt=\"\(htmlEscaped(entry.scene))\"/></a>\n"
        page += "<figcaption><span class=\"name\">\(htmlEscaped(entry.scene))</span><br/>"
        var meta = [entry.fileName]
        if let size = entry.pixelSize { meta.append("\(size.width)×\(size.height) px") }
        page +=
          "<span class=\"meta\">\(htmlEscaped(meta.joined(separator: " · ")))</span></figcaption>\n</figure>\n"
      }
      page += "</div>\n"
    }
    // Counts the images that loaded (a broken one has no natural width), for a headless browser to read back. The
    // script has no `<` or `&`, so the page is the same text to an HTML and an XML parser.
    page += """
      <script>
      window.addEventListener("load", function () {
        var loaded = Array.prototype.filter.call(document.images, function (image) {
          return image.complete ? image.naturalWidth : 0;
        }).length;
        document.body.setAttribute("data-images-loaded", String(loaded));
      });
      </script>
      </body>
      </html>

      """
    return page
  }

  /// The width and height of a PNG from its header, or nil for another or unreadable file.
  static func pngSize(_ url: URL) -> (width: Int, height: Int)? {
    guard let handle = FileHandle(forReadingAtPath: url.path) else { return nil }
    defer { try? handle.close() }
    guard let header = try? handle.read(upToCount: 24), header.count == 24,
      header.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    else { return nil }
    func integer(at offset: Int) -> Int {
      header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return (integer(at: 16), integer(at: 20))
  }

  /// A file name as a relative URL path (spaces and other reserved characters encoded).
  private func percentEncoded(_ name: String) -> String {
    name.addingPercentEncoding(
      withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#")))
      ?? name
  }
}

/// A number without a trailing `.0`.
private func formatted(_ value: Double) -> String {
  value == value.rounded() ? String(Int(value)) : String(value)
}
