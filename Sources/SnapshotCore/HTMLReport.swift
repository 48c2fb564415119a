import Foundation

/// One static page for a run: every failure with expected, actual and diff side by side, an overlay slider and a
/// blink toggle, and the measured numbers; passes listed below.
struct HTMLReport {
  let summary: RunReport.Summary
  let folder: URL

  var html: String {
    let failures = summary.snapshots.filter { !$0.passed }
    let passes = summary.snapshots.filter(\.passed)
    let counts = summary.counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
    var page = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>Snapshot report</title>
      <style>
      body{font:14px system-ui,sans-serif;margin:24px;color:#1c1c1e}
      h2{font-size:16px;margin:28px 0 4px}.status{font-weight:600;color:#c62828}.message{white-space:pre-wrap}
      .row{display:flex;gap:16px;flex-wrap:wrap}.row figure{margin:0}.row img{max-width:360px;border:1px solid #ccc}
      .overlay{position:relative;display:inline-block;margin-top:12px;width:360px;line-height:0}
      .overlay img{display:block;width:360px;max-width:none;border:1px solid #ccc;box-sizing:border-box}
      .overlay .top{position:absolute;top:0;left:0;overflow:hidden;width:50%;height:100%}
      code{background:#f2f2f7;padding:1px 4px}
      </style></head><body>
      <h1>Snapshot report</h1>
      <p>\(htmlEscaped(counts.joined(separator: ", "))) (run \(htmlEscaped(summary.run)))</p>

      """
    if failures.contains(where: { $0.artifacts != nil }) {
      page += acceptance(nil, label: "Accept every failure (its actual file becomes its reference)")
    }
    for (index, result) in failures.enumerated() {
      page += section(result, index: index)
    }
    if !passes.isEmpty {
      page += "<h2>Passed</h2><ul>"
      for result in passes {
        page +=
          "<li><code>\(htmlEscaped(result.name))</code> (\(result.kind.rawValue)) \(htmlEscaped(result.message))</li>"
      }
      page += "</ul>"
    }
    page += """
      <script>
      document.querySelectorAll('input.slider').forEach(function (s) {
        s.addEventListener('input', function () {
          document.getElementById(s.dataset.target).style.width = s.value + '%';
        });
      });
      document.querySelectorAll('button.blink').forEach(function (b) {
        var timer = null;
        b.addEventListener('click', function () {
          var top = document.getElementById(b.dataset.target);
          if (timer) { clearInterval(timer); timer = null; top.style.visibility = 'visible'; return; }
          timer = setInterval(function () {
            top.style.visibility = top.style.visibility === 'hidden' ? 'visible' : 'hidden';
          }, 500);
        });
      });
      </script>
      </body></html>

      """
    return page
  }

  private func section(_ result: SnapshotResult, index: Int) -> String {
    var text = """
      <h2><code>\(htmlEscaped(result.name))</code> (\(result.kind.rawValue)) <span class="status">\(result.status.rawValue)</span></h2>
      <p class="message">\(htmlEscaped(result.message))</p>

      """
    if !result.fingerprintDifferences.isEmpty {
      text +=
        "<p>Renderer: \(htmlEscaped(result.fingerprintDifferences.joined(separator: "; ")))</p>"
    }
    guard let artifacts = result.artifacts else { return text }
    text += acceptance(result.name, label: "Accept")
    if result.kind == .text {
      if let diff = artifacts.diff, let body = try? String(contentsOfFile: diff, encoding: .utf8) {
        text += "<pre>\(htmlEscaped(body))</pre>"
      }
      return text
    }
    text += "<div class=\"row\">"
    for (label, path) in [
      ("expected", artifacts.expected), ("actual", artifacts.actual), ("diff", artifacts.diff),
    ] {
      guard let path else { continue }
      text +=
        "<figure><img src=\"\(htmlEscaped(relative(path)))\" alt=\"\(label)\"><figcaption>\(label)</figcaption></figure>"
    }
    text += "</div>"
    if let expected = artifacts.expected {
      let id = "top\(index)"
      text += """
        <div><div class="overlay"><img src="\(htmlEscaped(relative(artifacts.actual)))" alt="actual">
        <div class="top" id="\(id)"><img src="\(htmlEscaped(relative(expected)))" alt="expected"></div></div>
        <div><label>expected ◀ ▶ actual <input class="slider" type="range" min="0" max="100" value="50"
        data-target="\(id)"></label> <button class="blink" data-target="\(id)">blink</button></div></div>

        """
    }
    return text
  }

  /// The command that accepts a failure (or all, for `nil`), to copy into a terminal: a static page cannot write
  /// files.
  private func acceptance(_ name: String?, label: String) -> String {
    let command = ReferenceAcceptance.command(accepting: name, folder: folder)
    return "<p class=\"accept\">\(htmlEscaped(label)): <code>\(htmlEscaped(command))</code></p>\n"
  }

  /// A path relative to the report's folder when it lies inside it.
  private func relative(_ path: String) -> String {
    let base = folder.standardizedFileURL.path + "/"
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : "file://" + path
  }

}
