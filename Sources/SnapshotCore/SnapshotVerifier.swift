import Foundation
public import RenderCore

/// Checks values against references on disk in any ``SnapshotFormat``, records them as the ``RecordMode`` says,
/// and writes the expected, actual and diff files of every failure to an artefacts folder.
///
/// References are `<referencesFolder>/<name>.<extension>` (an image's with the renderer fingerprint in
/// `<name>.fingerprint.json`); artefacts mirror the names under `artifactsFolder`.
public struct SnapshotVerifier: Sendable {
  /// The folder of references (a package's `Snapshots/`).
  public var referencesFolder: URL
  /// Where failures leave their expected, actual and diff files.
  public var artifactsFolder: URL
  /// When references are written.
  public var recordMode: RecordMode
  /// The renderer fingerprint of this run, stored beside new references and compared on a mismatch.
  public var fingerprint: RendererFingerprint?
  /// Whether to write the artefacts of passing snapshots too.
  public var writesArtifactsOnPass: Bool

  public init(
    referencesFolder: URL, artifactsFolder: URL, recordMode: RecordMode = .fromEnvironment(),
    fingerprint: RendererFingerprint? = nil, writesArtifactsOnPass: Bool = false
  ) {
    self.referencesFolder = referencesFolder
    self.artifactsFolder = artifactsFolder
    self.recordMode = recordMode
    self.fingerprint = fingerprint
    self.writesArtifactsOnPass = writesArtifactsOnPass
  }

  /// The reference file of a snapshot name with an extension.
  public func referenceURL(_ name: String, extension pathExtension: String) -> URL {
    referencesFolder.appendingPathComponent(name + "." + pathExtension)
  }

  /// Checks a value against its reference `<name>.<format's extension>`.
  ///
  /// - Parameters:
  ///   - value: The new image, text or other value.
  ///   - format: How it is stored and compared.
  ///   - name: The snapshot's name relative to the references folder, without extension.
  /// - Returns: The result, with the measurements and any artefacts written.
  public func verify<Value>(_ value: Value, as format: SnapshotFormat<Value>, named name: String)
    -> SnapshotResult
  {
    let reference = referenceURL(name, extension: format.pathExtension)
    var result = SnapshotResult(starting: name, kind: format.kind, reference: reference)
    let record = { try self.record(value, as: format, named: name) }
    guard let data = FileManager.default.contents(atPath: reference.path) else {
      return finish(result, missingReference: record)
    }
    // Equal by what the reference's bytes carry (an image's pixel digest): nothing to decode, measure or write.
    if !writesArtifactsOnPass, let matchesUndecoded = format.matchesUndecoded,
      matchesUndecoded(data, value)
    {
      result.message = "matches the reference"
      return finish(result, matched: true, record: record)
    }
    let expected: Value
    do {
      expected = try format.decode(data)
    } catch {
      let reason = (error as? UnreadableReference)?.description ?? "cannot be read (\(error))"
      return unreadable(result, reason: reason, record: record)
    }
    let comparison = format.compare(expected, value)
    result.difference = comparison.difference
    let summary = comparison.summary.map { ": " + $0 } ?? ""
    if comparison.matches {
      result.message = "matches the reference" + summary
    } else {
      result.message = "does not match the reference \(reference.path)" + summary
      if format.recordsFingerprint, let fingerprint, let stored = storedFingerprint(name) {
        result.fingerprintDifferences = fingerprint.differences(from: stored)
      }
      if !result.fingerprintDifferences.isEmpty {
        result.message +=
          ". The reference was made by another renderer: "
          + result.fingerprintDifferences.joined(separator: "; ")
      }
    }
    if !comparison.matches || writesArtifactsOnPass {
      do {
        result.artifacts = try .write(
          to: artifactsFolder.appendingPathComponent(name).path,
          pathExtension: format.pathExtension, expected: data,
          actual: format.encodeArtifact(value), diff: comparison.matches ? nil : comparison.diff?())
      } catch {
        result.message += ". Could not write the artefacts under \(artifactsFolder.path): \(error)"
      }
    }
    return finish(result, matched: comparison.matches, record: record)
  }

  /// Applies the record mode to a compared snapshot.
  private func finish(_ result: SnapshotResult, matched: Bool, record: () throws -> Void)
    -> SnapshotResult
  {
    var result = result
    let rewrite = recordMode == .all || (recordMode == .failed && !matched)
    guard rewrite else {
      result.status = matched ? .matched : .mismatched
      return result
    }
    do {
      try record()
      result.status = .recorded
      result.message =
        "recorded \(result.reference) (record mode \"\(recordMode.rawValue)\"; "
        + (matched ? "it matched" : "it was: \(result.message)") + "); re-run to check"
    } catch {
      result.status = .error
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
      result.status = .missing
      result.message =
        "no reference at \(result.reference), and record mode \"never\" writes none"
        + " (record it locally with \(RecordMode.environmentVariable)=missing; CI never records)"
      return result
    }
    do {
      try record()
      result.status = .recorded
      result.message = "no reference: recorded \(result.reference); re-run to check against it"
    } catch {
      result.status = .error
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
    result.status = .error
    result.message +=
      "; it was left untouched (re-record it with \(RecordMode.environmentVariable)=failed)"
    return result
  }

  /// Writes a reference, and for a format that records it the fingerprint beside it, as a pair.
  ///
  /// The value is encoded first (nothing is written if that fails), then the fingerprint, then the reference; if
  /// the reference cannot be written the previous fingerprint is put back. Each file is replaced by a rename, so a
  /// reader never sees a half-written one, and a reference never sits beside a fingerprint of another renderer
  /// than the one that drew it (the one window left, between the two renames, pairs the old reference with the new
  /// fingerprint: a later mismatch then reports no renderer change rather than a false one).
  private func record<Value>(_ value: Value, as format: SnapshotFormat<Value>, named name: String)
    throws
  {
    let bytes = try format.encode(value)
    let referenceURL = referenceURL(name, extension: format.pathExtension)
    guard format.recordsFingerprint, let fingerprint else {
      return try write(bytes, to: referenceURL)
    }
    let fingerprintURL = self.referenceURL(name, extension: "fingerprint.json")
    let previous = FileManager.default.contents(atPath: fingerprintURL.path)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try write(encoder.encode(fingerprint), to: fingerprintURL)
    do {
      try write(bytes, to: referenceURL)
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

/// Writes an artefact whole or not at all (a temporary file beside it, renamed over it), creating its folder, but
/// without waiting for the disk as ``write(_:to:)`` does (Foundation syncs every file it writes).
///
/// Every run makes its artefacts again, so a power cut may cost one of them, never a reference; a run that fails
/// many snapshots no longer waits for the disk three times per failure.
func writeArtifact(_ data: Data, to url: URL) throws {
  let folder = url.deletingLastPathComponent()
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let temporary = folder.appendingPathComponent(
    ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
  func failure(_ path: String) -> CocoaError {
    let code = POSIXErrorCode(rawValue: errno) ?? .EIO
    return CocoaError(
      .fileWriteUnknown,
      userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: POSIXError(code)])
  }
  let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
  guard descriptor >= 0 else { throw failure(temporary.path) }
  let written = data.withUnsafeBytes { bytes -> Bool in
    guard let start = bytes.baseAddress else { return true }
    var offset = 0
    while offset < bytes.count {
      let count = write(descriptor, start + offset, bytes.count - offset)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      offset += count
    }
    return true
  }
  let error = written ? nil : failure(url.path)
  guard close(descriptor) == 0, error == nil, rename(temporary.path, url.path) == 0 else {
    let thrown = error ?? failure(url.path)
    unlink(temporary.path)
    throw thrown
  }
}
