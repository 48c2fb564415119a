import RenderCore
import SceneProtocol

/// How every scene of a run is rendered: what each host is asked (``host``, the command line's options parsed into
/// the request's types) and how the command runs the hosts.
struct RenderSettings: Sendable {
  /// The request every host of the run gets; each host's own file, events, output folder and share are filled in by
  /// ``request(file:events:outputFolder:share:)``.
  var host = HostRequest(sourceFile: "", eventsFile: "", outputFolder: "", format: .png)
  var jobs = 1
  var shard = Shard.whole
  /// Seconds a scene file may run without finishing a scene.
  var timeout = 60.0
  /// How much the run prints besides diagnostics.
  var verbosity = Console.Verbosity.normal

  /// The host request for one share of one file.
  func request(file: SceneFile, events: String, outputFolder: String, share: WorkShare)
    -> HostRequest
  {
    var request = host
    request.sourceFile = file.displayPath
    request.eventsFile = events
    request.outputFolder = outputFolder
    request.share = share
    return request
  }
}
