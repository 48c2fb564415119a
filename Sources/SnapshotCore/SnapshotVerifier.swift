import Foundation
public import RenderCore

/// Checks images and texts against references on disk, records them as the ``RecordMode`` says, and writes the
/// expected, actual and diff files of every failure to an artefacts folder.
///
/// References are `<referencesFolder>/<name>.png` (with the renderer fingerprint in `<name>.fingerprint.json`) or
/// `<name>.txt`; artefacts mirror the names under `artifactsFolder`.
public struct SnapshotVerifier: Sendable {
  /// The folder of references (a package's `Snapshots/`).
  public var referencesFolder: URL
  /// Where failures leave their expected, actual and diff files.
  public var artifactsFolder: URL
  /// When references are written.
  public var recordMode: RecordMode
  /// How close an image must be.
  public var options: ComparisonOptions
  /// The renderer fingerprint of this run, stored beside new references and compared on a mismatch.
  public var fingerprint: RendererFingerprint?
  /// Whether to write the artefacts of passing snapshots too.
  public var writesArtifactsOnPass: Bool

  public init(
    referencesFolder: URL, artifactsFolder: URL, recordMode: RecordMode = .fromEnvironment(),
    options: ComparisonOptions = .exact, fingerprint: RendererFingerprint? = nil,
    writesArtifactsOnPass: Bool = false
  ) {
    self.referencesFolder = referencesFolder
    self.artifactsFolder = artifactsFolder
    self.recordMode = recordMode
    self.options = options
    self.fingerprint = fingerprint
    self.writesArtifactsOnPass = writesArtifactsOnPass
  }

  /// The reference file of a snapshot name with an extension.
  public func referenceURL(_ name: String, extension pathExtension: String) -> URL {
    referencesFolder.appendingPathComponent(name + "." + pathExtension)
  }

  /// Checks an image against `<name>.png`.
  public func verify(image: RGBAImage, named name: String) -> SnapshotResult {
    let reference = referenceURL(name, extension: "png")
    var result = SnapshotResult(starting: name, kind: .image, reference: reference)
    guard let data = FileManager.default.contents(atPath: reference.path) else {
      return finish(result, missingReference: { try record(image: image, named: name) })
    }
    let expected: RGBAImage
    do {
      expected = try RGBAImage(pngData: data)
    } catch {
      return unreadable(result, reason: "is not a readable PNG (\(error))") {
        try record(image: image, named: name)
      }
    }
    if recordMode != .all, options.isExact, !writesArtifactsOnPass, expected == image {
      result.status = SnapshotOutcome.matched.status
      result.message = "matches the reference"
      return result
    }
    let comparison = ImageComparison(expected: expected, actual: image, options: options)
    result.difference = comparison.difference
    let matched = comparison.difference.passes(options)
    if matched && recordMode != .all {
      result.status = SnapshotOutcome.matched.status
      result.message = "matches the reference: \(comparison.difference.summary)"
      if writesArtifactsOnPass {
        result.artifacts = writeImageArtifacts(
          name: name, expected: data, actual: image, diff: nil, into: &result)
      }
      return result
    }
    if let fingerprint, let stored = storedFingerprint(name) {
      result.fingerprintDifferences = fingerprint.differences(from: stored)
    }
    var message =
      matched
      ? "matches the reference: \(comparison.difference.summary)"
      : "does not match the reference \(reference.path): \(comparison.difference.summary)"
    if !matched && !result.fingerprintDifferences.isEmpty {
      message +=
        ". The reference was made by another renderer: "
        + result.fingerprintDifferences.joined(separator: "; ")
    }
    result.message = message
    if !matched {
      result.artifacts = writeImageArtifacts(
        name: name, expected: data, actual: image, diff: comparison.diffImage, into: &result)
    }
    return finish(result, matched: matched) { try record(image: image, named: name) }
  }

  /// Checks a text (a frame dump) against `<name>.txt`.
  public func verify(text: String, named name: String) -> SnapshotResult {
    let reference = referenceURL(name, extension: "txt")
    var result = SnapshotResult(starting: name, kind: .text, reference: reference)
    guard let data = FileManager.default.contents(atPath: reference.path) else {
      return finish(result, missingReference: { try write(Data(text.utf8), to: reference) })
    }
    guard let expected = String(data: data, encoding: .utf8) else {
      return unreadable(result, reason: "is not UTF-8 text") {
        try write(Data(text.utf8), to: reference)
      }
    }
    let matched = expected == text
    if matched {
      result.message = "matches the reference"
    } else {
      let firstChange = TextDifference(expected: expected, actual: text)
      result.message = "does not match the reference \(reference.path): \(firstChange.summary)"
      let base = artifactsFolder.appendingPathComponent(name)
      do {
        try write(Data(expected.utf8), to: URL(fileURLWithPath: base.path + ".expected.txt"))
        try write(Data(text.utf8), to: URL(fileURLWithPath: base.path + ".actual.txt"))
        try write(
          Data(firstChange.unified.utf8), to: URL(fileURLWithPath: base.path + ".diff.txt"))
        result.artifacts = .init(
          expected: base.path + ".expected.txt", actual: base.path + ".actual.txt",
          diff: base.path + ".diff.txt")
      } catch {
        result.message += ". Could not write the artefacts under \(artifactsFolder.path): \(error)"
      }
    }
    return finish(result, matched: matched) { try write(Data(text.utf8), to: reference) }
  }

  /// Applies the record mode to a compared snapshot.
  private func finish(_ result: SnapshotResult, matched: Bool, record: () throws -> Void)
    -> SnapshotResult
  {
    var result = result
    let rewrite = recordMode == .all || (recordMode == .failed && !matched)
    guard rewrite else {
      result.status = (matched ? SnapshotOutcome.matched : .mismatched).status
      return result
    }
    do {
      try record()
      result.status = SnapshotOutcome.recorded(reason: "").status
      result.message =
        "recorded \(result.reference) (record mode \"\(recordMode.rawValue)\"; "
        + (matched ? "it matched" : "it was: \(result.message)") + "); re-run to check"
    } catch {
      result.status = SnapshotOutcome.error("").status
      result.message = "could not record \(result.reference): \(error)"
    }
    return result
  }

  /// A missing reference: recorded unless the mode is `never`.
  private func finish(_ result: SnapshotResult, missingReference record: () throws -> Void)
    -> SnapshotResult
  {
    var result = result
    guard recordMode != .never else {
      result.status = SnapshotOutcome.missing.status
      result.message =
        "no reference at \(result.reference), and record mode \"never\" writes none"
        + " (record it locally with \(RecordMode.environmentVariable)=missing; CI never records)"
      return result
    }
    do {
      try record()
      result.status = SnapshotOutcome.recorded(reason: "").status
      result.message = "no reference: recorded \(result.reference); re-run to check against it"
    } catch {
      result.status = SnapshotOutcome.error("").status
      result.message = "no reference at \(result.reference), and recording it failed: \(error)"
    }
    return result
  }

  /// A reference that exists but cannot be read: replaced only when the mode re-records failures.
  private func unreadable(_ result: SnapshotResult, reason: String, record: () throws -> Void)
    -> SnapshotResult
  {
    var result = result
    result.message = "the reference \(result.reference) \(reason)"
    if recordMode == .all || recordMode == .failed {
      return finish(result, matched: false, record: record)
    }
    result.status = SnapshotOutcome.error("").status
    result.message +=
      "; it was left untouched (re-record it with \(RecordMode.environmentVariable)=failed)"
    return result
  }

  /// Writes a reference image and the fingerprint beside it, as a pair.
  ///
  /// The image is encoded first (nothing is written if that fails), then the fingerprint, then the image; if the
  /// image cannot be written the previous fingerprint is put back. Each file is replaced by a rename, so a reader
  /// never sees a half-written one, and an image never sits beside a fingerprint of another renderer than the one
  /// that drew it (the one window left, between the two renames, pairs the old image with the new fingerprint:
  /// a later mismatch then reports no renderer change rather than a false one).
  private func record(image: RGBAImage, named name: String) throws {
    let png = try image.pngData(.smallest)
    let imageURL = referenceURL(name, extension: "png")
    guard let fingerprint else { return try write(png, to: imageURL) }
    let fingerprintURL = referenceURL(name, extension: "fingerprint.json")
    let previous = FileManager.default.contents(atPath: fingerprintURL.path)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try write(encoder.encode(fingerprint), to: fingerprintURL)
    do {
      try write(png, to: imageURL)
    } catch {
      if let previous {
        try? write(previous, to: fingerprintURL)
      } else {
        try? FileManager.default.removeItem(at: fingerprintURL)
      }
      throw error
    }
  }

  /// The fingerprint stored beside a reference, if any.
  private func storedFingerprint(_ name: String) -> RendererFingerprint? {
    let url = referenceURL(name, extension: "fingerprint.json")
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    return try? JSONDecoder().decode(RendererFingerprint.self, from: data)
  }

  /// Writes expected (the reference's own bytes), actual and diff PNGs, noting a failure to write in the result's
  /// message.
  private func writeImageArtifacts(
    name: String, expected: Data, actual: RGBAImage, diff: RGBAImage?,
    into result: inout SnapshotResult
  ) -> SnapshotResult.Artifacts? {
    let base = artifactsFolder.appendingPathComponent(name).path
    let paths = (
      expected: base + ".expected.png", actual: base + ".actual.png", diff: base + ".diff.png"
    )
    do {
      try write(expected, to: URL(fileURLWithPath: paths.expected))
      try write(actual.pngData(), to: URL(fileURLWithPath: paths.actual))
      if let diff { try write(diff.pngData(), to: URL(fileURLWithPath: paths.diff)) }
      return .init(
        expected: paths.expected, actual: paths.actual, diff: diff == nil ? nil : paths.diff)
    } catch {
      result.message += ". Could not write the artefacts under \(artifactsFolder.path): \(error)"
      return nil
    }
  }
}

extension SnapshotResult {
  /// A result not decided yet (an error until a check says otherwise), from this process.
  fileprivate init(starting name: String, kind: Kind, reference: URL) {
    self.init(
      name: name, kind: kind, status: .error, reference: reference.path, message: "",
      process: ProcessInfo.processInfo.processIdentifier)
  }
}

/// Writes a file atomically, creating its folder.
func write(_ data: Data, to url: URL) throws {
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try data.write(to: url, options: .atomic)
}
