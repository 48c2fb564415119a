public import Foundation
public import RenderCore

/// How one kind of snapshot is stored and compared: its file extension, its encoding, and what counts as a match.
///
/// A format is a value: ``SnapshotVerifier`` checks any format the same way (record modes, artefacts, reports), and
/// the swift-snapshot-testing adapter turns the same value into a `Diffing`. The project's two are ``image(_:)``
/// (PNG, compared pixel by pixel) and ``text`` (a frame dump, compared line by line).
public struct SnapshotFormat<Value>: Sendable {
  /// The reference's extension without the dot (`png`, `txt`).
  public var pathExtension: String
  /// What reports call it.
  public var kind: SnapshotResult.Kind
  /// Whether a reference carries the renderer fingerprint beside it (`<name>.fingerprint.json`).
  public var recordsFingerprint: Bool
  /// The reference's bytes.
  public var encode: @Sendable (Value) throws -> Data
  /// The bytes of an artefact (may trade size for speed; the reference's own bytes stand for the expected one).
  public var encodeArtifact: @Sendable (Value) throws -> Data
  /// A reference read back; throws ``UnreadableReference`` saying what is wrong with it.
  public var decode: @Sendable (Data) throws -> Value
  /// Compares the reference with the new value.
  public var compare: @Sendable (_ expected: Value, _ actual: Value) -> SnapshotComparison
  /// Whether a reference's bytes show, without decoding them, that it equals the new value; `false` means "not
  /// known", and the reference is decoded and compared.
  public var matchesUndecoded: (@Sendable (_ reference: Data, _ actual: Value) -> Bool)?

  /// Makes a format from its parts.
  ///
  /// - Parameters:
  ///   - pathExtension: The reference's extension.
  ///   - kind: What reports call it.
  ///   - recordsFingerprint: Whether references carry the renderer fingerprint.
  ///   - encode: The reference's bytes.
  ///   - encodeArtifact: An artefact's bytes; the reference encoding when omitted.
  ///   - decode: A reference read back.
  ///   - compare: The comparison of the reference with the new value.
  ///   - matchesUndecoded: A check that the reference equals the new value without decoding it, if the format has one.
  public init(
    pathExtension: String, kind: SnapshotResult.Kind, recordsFingerprint: Bool = false,
    encode: @escaping @Sendable (Value) throws -> Data,
    encodeArtifact: (@Sendable (Value) throws -> Data)? = nil,
    decode: @escaping @Sendable (Data) throws -> Value,
    compare: @escaping @Sendable (_ expected: Value, _ actual: Value) -> SnapshotComparison,
    matchesUndecoded: (@Sendable (_ reference: Data, _ actual: Value) -> Bool)? = nil
  ) {
    self.pathExtension = pathExtension
    self.kind = kind
    self.recordsFingerprint = recordsFingerprint
    self.encode = encode
    self.encodeArtifact = encodeArtifact ?? encode
    self.decode = decode
    self.compare = compare
    self.matchesUndecoded = matchesUndecoded
  }
}

/// A reference that exists but cannot be read as its format.
public struct UnreadableReference: Error, CustomStringConvertible {
  /// What is wrong, completing "the reference … " (`is not UTF-8 text`).
  public var description: String

  /// - Parameter description: What is wrong, completing "the reference … ".
  public init(_ description: String) { self.description = description }
}

extension SnapshotFormat where Value == RGBAImage {
  /// Images as PNG, compared pixel by pixel: exactly unless `options` give a tolerance.
  ///
  /// References are compressed as small as libpng can, with the digest of their pixels in a private chunk
  /// (``PixelDigest``): a new image with the same digest matches without the reference being decoded. Artefacts are
  /// encoded quickly. The comparison's summary gives the measurements (``ImageDifference``) and its diff file is the
  /// reference with the differences in red.
  ///
  /// - Parameter options: The tolerance.
  /// - Returns: The format.
  public static func image(_ options: ComparisonOptions = .exact) -> SnapshotFormat {
    SnapshotFormat(
      pathExtension: "png", kind: .image, recordsFingerprint: true,
      encode: { try $0.referencePNGData() },
      encodeArtifact: { try $0.pngData(.fast) },
      decode: { data in
        // A reference is decoded when its digest differs or it has none: every time, in a suite of references
        // recorded elsewhere. Its image reuses the heap blocks the last one freed (see HeapRetention).
        _ = HeapRetention.keepFreedImageBlocks()
        do {
          return try RGBAImage(pngData: data)
        } catch {
          throw UnreadableReference("is not a readable PNG (\(error))")
        }
      },
      compare: { expected, actual in
        if options.isExact && expected == actual { return .identical }
        let comparison = ImageComparison(expected: expected, actual: actual, options: options)
        let diffImage = comparison.diffImage
        return SnapshotComparison(
          matches: comparison.difference.passes(options),
          summary: comparison.difference.summary, difference: comparison.difference,
          diff: { try diffImage.pngData(.fast) })
      },
      matchesUndecoded: { reference, actual in
        guard let stored = PixelDigest(storedIn: reference) else { return false }
        return stored == PixelDigest(of: actual)
      })
  }
}

extension SnapshotFormat where Value == String {
  /// UTF-8 text, compared line by line; the diff file shows the changed lines.
  public static var text: SnapshotFormat {
    SnapshotFormat(
      pathExtension: "txt", kind: .text,
      encode: { Data($0.utf8) },
      decode: { data in
        guard let text = String(data: data, encoding: .utf8) else {
          throw UnreadableReference("is not UTF-8 text")
        }
        return text
      },
      compare: { expected, actual in
        if expected == actual { return .identical }
        let change = TextDifference(expected: expected, actual: actual)
        let unified = change.unified
        return SnapshotComparison(
          matches: false, summary: change.summary, difference: nil, diff: { Data(unified.utf8) })
      })
  }
}
