import Foundation
import HeadlessUIKit
import Testing

@testable import Render

/// The renderer fingerprint, and the SHA-256 it uses (FIPS 180-4 test vectors).
@Suite struct FingerprintTests {
  @Test func sha256MatchesTheStandardVectors() {
    #expect(
      SHA256.hex(of: Array("".utf8))
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      SHA256.hex(of: Array("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hex(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  @Test func glibDigestsMatchTheStandardVectorsAndTheProjectsOwnSHA256() throws {
    #expect(
      FontDigests.sha256(of: Data("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      FontDigests.sha256(of: Data())
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    // Every font the engine loaded, against the project's own SHA-256 (FIPS-checked above).
    let files = try TextEngine.withEngine { $0.loadedFiles }
    #expect(!files.isEmpty)
    for path in files {
      let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect(FontDigests.sha256(ofFileAt: path) == SHA256.hex(of: Array(bytes)), "\(path)")
    }
  }

  @Test func aChangedFileIsDigestedAgain() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "digest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data("abc".utf8).write(to: url)
    #expect(
      FontDigests.sha256(ofFileAt: url.path)
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    // The same size, other bytes, a later modification time: not the remembered digest.
    try Data("abd".utf8).write(to: url)
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(10)], ofItemAtPath: url.path)
    #expect(FontDigests.sha256(ofFileAt: url.path) == SHA256.hex(of: Array("abd".utf8)))
    try FileManager.default.removeItem(at: url)
    #expect(FontDigests.sha256(ofFileAt: url.path) == nil)
  }

  @Test func fingerprintNamesTheLibrariesAndFonts() throws {
    let fingerprint = try RendererFingerprint.current()
    #expect(fingerprint.cairo.hasPrefix("1.") && fingerprint.pango.hasPrefix("1."))
    #expect(fingerprint.fonts["Inter-Regular.otf"]?.count == 64)
    #expect(fingerprint.fonts["DejaVuSans.ttf"]?.count == 64)
    var other = fingerprint
    other.pango = "1.52.1"
    #expect(
      fingerprint.differences(from: other) == [
        "Pango 1.52.1 in the reference, \(fingerprint.pango) here"
      ])
    #expect(fingerprint.differences(from: fingerprint).isEmpty)
  }
}

/// The parallel PNG encoder's output depends only on the pixels.
@Suite struct ParallelEncodingTests {
  @Test func bytesDoNotDependOnTheThreadCount() throws {
    let scene = Scene("tall", size: CGSize(width: 300, height: 500), scale: 2) { root in
      for index in 0..<20 {
        let stripe = View(frame: CGRect(x: 0, y: CGFloat(index) * 25, width: 300, height: 12))
        stripe.backgroundColor =
          index.isMultiple(of: 2) ? .systemBlue : .systemOrange.withAlphaComponent(0.5)
        root.addSubview(stripe)
      }
      root.addSubview(Label("Stripes"))
    }
    let one = try scene.pngData(threads: 1)
    #expect(try scene.pngData(threads: 2) == one)
    #expect(try scene.pngData(threads: 7) == one)
    #expect(try RGBAImage(pngData: one) == scene.image())
  }
}

/// `--device` names and the screens they give.
@Suite struct DeviceChoiceTests {
  @Test func namesAreReadByLettersAndDigitsIgnoringCase() {
    #expect(DeviceChoice(name: "iphone-se") == DeviceChoice(.iPhoneSE))
    #expect(DeviceChoice(name: "iPhone 15 landscape") == DeviceChoice(.iPhone15, landscape: true))
    #expect(DeviceChoice(name: "IPAD PRO 12.9 INCH") == DeviceChoice(.iPadPro13))
    #expect(DeviceChoice(name: "Phone 99") == nil)
    #expect(DeviceChoice(name: "iPhoneé SE") == nil, "a letter outside the name is not dropped")
    for preset in DevicePreset.allCases {
      #expect(DeviceChoice(name: preset.rawValue) == DeviceChoice(preset))
      #expect(DeviceChoice(name: DeviceChoice(preset, landscape: true).name)?.landscape == true)
    }
  }

  @Test func everyPresetHasTheScreenOfItsName() {
    for preset in DevicePreset.allCases {
      #expect(Device(preset).name == preset.rawValue)
    }
    #expect(Device.all.count == DevicePreset.allCases.count)
    // iPhone 15: 393 × 852 points (Apple's Human Interface Guidelines, device screen sizes), on its side.
    let sideways = Device(DeviceChoice(.iPhone15, landscape: true))
    #expect(sideways.size == CGSize(width: 852, height: 393))
  }
}
