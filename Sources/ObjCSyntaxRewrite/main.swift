import Foundation
import ObjCSyntax

// Rewrites a target's Swift files that use Objective-C-only syntax (`@objc`, `#selector`, `@IBOutlet` …) into
// copies the compiler accepts on Linux, every line and column kept, and writes a VFS overlay that makes the
// compiler read each copy in place of its original (docs/uikit-import.md, "Objective-C syntax in package targets").
//
//   objc-syntax-rewrite [--executable] COPIES-FOLDER OVERLAY STAMP FILE…
//
// `--executable` says the target is an executable: `@UIApplicationMain` becomes `@main` there.
//
// STAMP is a Swift file the build compiles: its being an output of this command is what orders the command before
// the target's compilation. It holds a comment; for a target whose files import XCTest the entries that let
// SwiftPM's test discovery run main-actor test cases on Linux (MainActorTestEntries); and for a target whose files
// look up `Bundle(for:)`, the `Bundle.of(_:)` they are rewritten to call (ResourceBundleLookups).

var arguments = Array(CommandLine.arguments.dropFirst())
let isExecutable = arguments.first == "--executable"
if isExecutable { arguments.removeFirst() }
guard arguments.count >= 3 else {
  FileHandle.standardError.write(
    Data("usage: objc-syntax-rewrite [--executable] COPIES-FOLDER OVERLAY STAMP FILE…\n".utf8))
  exit(2)
}
let copies = URL(fileURLWithPath: arguments[0])
let overlay = URL(fileURLWithPath: arguments[1])
let stamp = URL(fileURLWithPath: arguments[2])

/// A string as a JSON string literal.
func json(_ text: String) -> String {
  let data = (try? JSONSerialization.data(withJSONObject: [text])) ?? Data("[\"\"]".utf8)
  return String(decoding: data, as: UTF8.self).dropFirst().dropLast().description
}

do {
  try FileManager.default.createDirectory(at: copies, withIntermediateDirectories: true)
  try FileManager.default.createDirectory(
    at: overlay.deletingLastPathComponent(), withIntermediateDirectories: true)
  var entries: [String] = []
  let paths = Array(arguments.dropFirst(3))
  let sources = try paths.map { try String(contentsOfFile: $0, encoding: .utf8) }
  // Optional requirements and superclasses declared in one file matter to others: all are read first.
  let context = ObjCSyntaxContext.gathered(from: sources, isExecutable: isExecutable)
  var looksUpBundles = false
  for (index, (path, source)) in zip(paths, sources).enumerated() {
    let objcSyntax = ObjCSyntaxRewriter.needsRewrite(source, context: context)
    let bundleLookups = ResourceBundleLookups.mayApply(source)
    guard objcSyntax || bundleLookups else { continue }
    looksUpBundles = looksUpBundles || bundleLookups
    let copy = copies.appendingPathComponent(
      "\(index)-" + URL(fileURLWithPath: path).lastPathComponent)
    var text = objcSyntax ? ObjCSyntaxRewriter.rewrite(source, context: context) : source
    if bundleLookups { text = ResourceBundleLookups.rewrite(text) }
    try text.write(to: copy, atomically: true, encoding: .utf8)
    entries.append(
      "{\"type\": \"file\", \"name\": \(json(path)), \"external-contents\": \(json(copy.path))}")
  }
  let yaml =
    // The compiler names the original file, not the copy, in diagnostics and debug information.
    "{\"version\": 0, \"case-sensitive\": \"true\", \"use-external-names\": false, "
    + "\"roots\": [\(entries.joined(separator: ", "))]}\n"
  try yaml.write(to: overlay, atomically: true, encoding: .utf8)
  let testEntries =
    MainActorTestEntries.areNeeded(by: sources) ? "\n" + MainActorTestEntries.source : ""
  let bundleLookup = looksUpBundles ? "\n" + ResourceBundleLookups.helperSource : ""
  try
    ("// Orders the Objective-C syntax rewrite before this target's compilation.\n" + testEntries
    + bundleLookup)
    .write(to: stamp, atomically: true, encoding: .utf8)
} catch {
  FileHandle.standardError.write(Data("objc-syntax-rewrite: \(error)\n".utf8))
  exit(1)
}
