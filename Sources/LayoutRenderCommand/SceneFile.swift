import Foundation

/// A scene file named on the command line: its path as the user wrote it (used in every message) and its bytes.
struct SceneFile {
  /// The path as given (`Examples/Login.swift`), or `<stdin>`.
  let displayPath: String
  let url: URL
  let contents: Data

  /// Reads a file.
  init(path: String) throws(CommandError) {
    displayPath = path
    url = URL(fileURLWithPath: path)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
      !isFolder.boolValue
    else { throw .usage("\(path): no such scene file") }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw .io("\(path): cannot be read")
    }
    contents = data
  }

  /// A scene file read from standard input.
  init(standardInput data: Data) {
    displayPath = "<stdin>"
    url = URL(fileURLWithPath: "/dev/stdin")
    contents = data
  }

  /// The file's name without folder and extension: the references folder of `check`.
  var baseName: String {
    displayPath == "<stdin>" ? "stdin" : url.deletingPathExtension().lastPathComponent
  }

  /// Expands the arguments: files as given, folders to the `.swift` files inside them (sorted), `-` to standard
  /// input.
  static func expand(_ arguments: [String]) throws(CommandError) -> [SceneFile] {
    var files: [SceneFile] = []
    for argument in arguments {
      if argument == "-" {
        files.append(SceneFile(standardInput: FileHandle.standardInput.readDataToEndOfFile()))
        continue
      }
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder),
        isFolder.boolValue
      {
        let names: [String]
        do {
          names = try FileManager.default.contentsOfDirectory(atPath: argument)
        } catch {
          throw .usage("cannot read the folder \(argument): \(error.localizedDescription)")
        }
        let scenes = names.sorted().filter { $0.hasSuffix(".swift") }
        guard !scenes.isEmpty else {
          throw .usage("the folder \(argument) has no scene files (.swift)")
        }
        for name in scenes {
          files.append(try SceneFile(path: (argument as NSString).appendingPathComponent(name)))
        }
      } else {
        files.append(try SceneFile(path: argument))
      }
    }
    return files
  }
}
