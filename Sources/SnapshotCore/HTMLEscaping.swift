/// Text safe inside HTML element content and double-quoted attributes: `&`, `<`, `>` and `"` as entities.
///
/// Shared by the snapshot report and the command's gallery page.
package func htmlEscaped(_ text: String) -> String {
  text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
}
