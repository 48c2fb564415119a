import Foundation
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
