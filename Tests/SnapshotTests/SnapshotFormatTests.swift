import Foundation
import LayoutRender
import LayoutSnapshotTesting
import SnapshotCore
import Testing

/// Formats and strategies are values: a format the project does not ship goes through the same verifier, and a
/// strategy pulled back over another value checks that value the same way.
@Suite struct SnapshotFormatTests {
  let folder: URL
  let verifier: SnapshotVerifier

  init() throws {
    folder = try TestImages.temporaryFolder()
    verifier = SnapshotVerifier(
      referencesFolder: folder.appendingPathComponent("Snapshots"),
      artifactsFolder: folder.appendingPathComponent("artifacts"), recordMode: .missing)
  }

  /// Integers stored as decimal text, equal within `slack`.
  func number(slack: Int) -> SnapshotFormat<Int> {
    SnapshotFormat(
      pathExtension: "num", kind: .text,
      encode: { Data("\($0)".utf8) },
      decode: { data in
        guard let value = Int(String(decoding: data, as: UTF8.self)) else {
          throw UnreadableReference("is not a number")
        }
        return value
      },
      compare: { expected, actual in
        SnapshotComparison(
          matches: abs(expected - actual) <= slack, summary: "off by \(actual - expected)",
          diff: { Data("\(actual - expected)".utf8) })
      })
  }

  @Test func aFormatOfItsOwnIsRecordedComparedAndExplained() throws {
    let first = verifier.verify(40, as: number(slack: 2), named: "Numbers/answer")
    #expect(first.status == .recorded)
    let reference = folder.appendingPathComponent("Snapshots/Numbers/answer.num")
    #expect(try String(contentsOf: reference, encoding: .utf8) == "40")

    let close = verifier.verify(42, as: number(slack: 2), named: "Numbers/answer")
    #expect(close.status == .matched)
    #expect(close.message == "matches the reference: off by 2")
    #expect(close.artifacts == nil)

    let far = verifier.verify(45, as: number(slack: 2), named: "Numbers/answer")
    #expect(far.status == .mismatched)
    #expect(far.message.hasSuffix("answer.num: off by 5"), "\(far.message)")
    let artifacts = try #require(far.artifacts)
    #expect(artifacts.diff?.hasSuffix("Numbers/answer.diff.num") == true)
    #expect(try String(contentsOfFile: try #require(artifacts.diff), encoding: .utf8) == "5")
    #expect(try String(contentsOfFile: try #require(artifacts.expected), encoding: .utf8) == "40")
    #expect(try String(contentsOfFile: artifacts.actual, encoding: .utf8) == "45")
    #expect(
      try String(contentsOf: reference, encoding: .utf8) == "40", "a mismatch keeps the reference")
  }

  @Test func anUnreadableReferenceSaysWhyInTheFormatsWords() throws {
    let reference = folder.appendingPathComponent("Snapshots/Numbers/broken.num")
    try FileManager.default.createDirectory(
      at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("forty".utf8).write(to: reference)
    let result = verifier.verify(40, as: number(slack: 0), named: "Numbers/broken")
    #expect(result.status == .error)
    #expect(result.message.contains("broken.num is not a number"), "\(result.message)")
  }

  @Test func aPulledBackStrategyChecksTheValueItCameFrom() throws {
    // Scenes named by their box's width: the frames strategy, pulled back over the width.
    let byWidth = SnapshotStrategy<Scene, String>.frames.pullback { (width: Double) in
      Scene("Box", size: CGSize(width: 100, height: 50), scale: 1) { root in
        let box = UIView()
        box.identifier = "box"
        root.addSubview(box)
        box.leadingAnchor == root.leadingAnchor
        box.topAnchor == root.topAnchor
        box.sizeAnchor == CGSize(width: width, height: 10)
      }
    }
    // Derived by hand from the constraints.
    #expect(try byWidth.snapshot(30) == "root View 0 0 100 50\nbox View 0 0 30 10\n")
    _ = verifier.verify(try byWidth.snapshot(30), as: byWidth.format, named: "Box/frames")
    let result = verifier.verify(try byWidth.snapshot(31), as: byWidth.format, named: "Box/frames")
    #expect(result.status == .mismatched)
    #expect(
      result.message.hasSuffix(
        "line 2: expected `box View 0 0 30 10`, got `box View 0 0 31 10`"),
      "\(result.message)")
  }
}
