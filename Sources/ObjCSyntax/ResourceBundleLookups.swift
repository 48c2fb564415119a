/// `Bundle(for: SomeClass.self)`, as code written for Xcode finds its resources, made to find them in the resource
/// bundle SwiftPM builds for the class's module.
///
/// In an Xcode project a target's resources are copied into the bundle that holds its code, so `Bundle(for:)` (of a
/// test case, of a view, of SwiftGen's `BundleToken`) is where they are. SwiftPM on Linux puts them in a
/// `<Package>_<Target>.resources` folder beside the test runner, which Foundation's `Bundle(for:)` never answers: it
/// answers the folder of the running executable, so a fixture or an image read through it is not found.
///
/// In a package target that uses the plugin, each `Bundle(for:` (or `Bundle.init(for:`) outside comments and string
/// literals becomes `Bundle.of(`, padded with spaces to the same length, and the plugin's generated file declares
/// ``helperSource``: `Bundle.of(_:)` answers the resource bundle of the module that declares the class, and
/// Foundation's `Bundle(for:)` when that module has none (docs/uikit-import.md, "Resources found with
/// `Bundle(for:)`").
public enum ResourceBundleLookups {
  /// Whether the source may look a bundle up by class (a cheap check first).
  public static func mayApply(_ source: String) -> Bool {
    source.contains("Bundle(for:") || source.contains("Bundle.init(for:")
  }

  /// The source with each lookup by class calling `Bundle.of(_:)`, every line and column kept.
  public static func rewrite(_ source: String) -> String {
    var text = Array(source.utf8)
    var index = 0
    while index < text.count {
      if let end = endOfTrivia(in: text, at: index) {
        index = end
        continue
      }
      if let length = lookupLength(in: text, at: index) {
        let replacement = Array("Bundle.of(".utf8)
        text.replaceSubrange(
          index..<index + length,
          with: replacement + Array(repeating: UInt8(ascii: " "), count: length - replacement.count)
        )
        index += length
      } else {
        index += 1
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The length of the `Bundle(for:` or `Bundle.init(for:` that starts at `index`, or `nil` when none starts there
  /// (or the name is the end of a longer one, as in `MyBundle(for:`).
  private static func lookupLength(in text: [UInt8], at index: Int) -> Int? {
    if index > 0, isIdentifierByte(text[index - 1]) { return nil }
    for spelling in spellings where text[index...].starts(with: spelling) {
      return spelling.count
    }
    return nil
  }

  private static let spellings = ["Bundle(for:", "Bundle.init(for:"].map { Array($0.utf8) }

  /// The declaration of `Bundle.of(_:)`, compiled into each target whose files the rewrite changed.
  ///
  /// It finds the module in the class's qualified name and the module's resource folder beside the test runner or
  /// executable (where SwiftPM's own `Bundle.module` looks first), and is internal to the target, so it cannot
  /// clash with another target's copy.
  public static let helperSource = """
    import Foundation

    extension Foundation.Bundle {
      /// `Bundle(for:)` as Xcode means it: the resource bundle of the module that declares `aClass` when SwiftPM
      /// built one, else Foundation's answer. Written here by layout-render's ObjCSyntaxPlugin.
      static func of(_ aClass: AnyClass) -> Bundle {
        let module = String(reflecting: aClass).prefix { $0 != "." }
        let suffix = "_" + module + ".resources"
        let folders = [Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent()]
        for case let folder? in folders {
          let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
          for name in names.sorted() where name.hasSuffix(suffix) {
            if let bundle = Bundle(url: folder.appendingPathComponent(name)) { return bundle }
          }
        }
        return Bundle(for: aClass)
      }
    }

    """
}
