import ArgumentParser
import RenderCore
import SceneProtocol
import SnapshotCore

// The request's types read straight from the command line: a bad value is a usage error (exit 2) listing the
// accepted ones, before anything compiles.

extension OutputFormat: ExpressibleByArgument {}

extension HostRequest.Appearance: ExpressibleByArgument {}

extension RecordMode: ExpressibleByArgument {}

extension ContentSizeName: ExpressibleByArgument {
  /// A short name in any case (`ax2`, `AX2`).
  public init?(argument: String) {
    self.init(rawValue: argument.lowercased())
  }
}

extension DeviceChoice: ExpressibleByArgument {
  public init?(argument: String) {
    self.init(name: argument)
  }

  public static var allValueStrings: [String] {
    DevicePreset.allCases.map(\.rawValue)
  }
}
