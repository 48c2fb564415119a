import Foundation
import HeadlessUIKit
import Render
import SceneProtocol

/// One process that renders scene files one after another, each in a child forked from it: the children start
/// with the libraries loaded, the fonts open and the Swift runtime's types known, instead of loading them anew.
///
/// The command starts a shared executable with `LAYOUT_RENDER_HOST_SERVER` set and a socket as its standard input
/// and output. Each request is a line: the entry function, the request file, the folder to run in, and the files
/// for standard output and error, separated by tabs. The server forks a child, which puts itself in a process
/// group of its own, redirects its output, and runs the file as a host of its own would (`begin()`, the file's
/// code, `run()`); the server answers `started <pid>`, waits for the child and answers `ended <wait status>`. A
/// child is as isolated as a process started for it: whatever its file's code changes (appearance proxies,
/// defaults) is gone with it. The server answers `unavailable` and ends when it cannot fork safely (a thread
/// besides its own is running); the command then starts processes as usual (docs/scene-compilation.md, "Hosts").
enum HostServer {
  /// Serves requests until the command closes its end of the socket.
  static func serve(_ files: [String: () -> Void]) -> Never {
    warmUp()
    var line: UnsafeMutablePointer<CChar>?
    var capacity = 0
    while getline(&line, &capacity, stdin) > 0, let line {
      let fields = String(cString: line).dropLast().split(
        separator: "\t", omittingEmptySubsequences: false
      )
      .map(String.init)
      guard fields.count == 5, let file = files[fields[0]] else {
        reply("error")
        continue
      }
      guard isSingleThreaded() else {
        reply("unavailable")
        _exit(0)
      }
      let pid = fork()
      if pid == 0 {
        becomeHost(request: fields[1], directory: fields[2], output: fields[3], errors: fields[4])
        _LayoutRenderHost.begin()
        file()
        _LayoutRenderHost.run()
      }
      guard pid > 0 else {
        reply("error")
        continue
      }
      setpgid(pid, pid)
      reply("started \(pid)")
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      reply("ended \(status)")
    }
    _exit(0)
  }

  /// Writes a reply line to the command, at once.
  private static func reply(_ line: String) {
    fputs(line + "\n", stdout)
    fflush(stdout)
  }

  /// In the child: its own process group (which the command stops on a timeout), its input from nowhere and its
  /// output to the request's files (the server's socket is no longer its),
  /// the request in the environment, the file's folder as the working directory, and an end of its own when the
  /// server ends (the command stopped it, or was killed).
  private static func becomeHost(request: String, directory: String, output: String, errors: String)
  {
    setpgid(0, 0)
    let server = getppid()
    for (target, path, flags) in [
      (Int32(0), "/dev/null", O_RDONLY), (1, output, O_WRONLY | O_CREAT | O_TRUNC),
      (2, errors, O_WRONLY | O_CREAT | O_TRUNC),
    ] {
      let descriptor = open(path, flags, 0o600)
      guard descriptor >= 0, dup2(descriptor, target) >= 0 else { _exit(126) }
      if descriptor != target { close(descriptor) }
    }
    setenv(HostRequest.environmentVariable, request, 1)
    guard chdir(directory) == 0 else { _exit(126) }
    Thread.detachNewThread {
      while getppid() == server { usleep(100_000) }
      _exit(137)
    }
  }

  /// Runs once what every child would otherwise run first: fonts and text, drawing, PNG, the request's JSON.
  private static func warmUp() {
    let scene = Scene("warm-up", size: CGSize(width: 40, height: 20), contentSizeCategory: .large) {
      root in
      let label = Label("Ag")
      root.addSubview(label)
      label.translatesAutoresizingMaskIntoConstraints = false
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
      label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    }
    _ = try? scene.data(as: .png)
    let request = HostRequest(sourceFile: "", eventsFile: "", outputFolder: "", format: .png)
    _ = try? JSONDecoder().decode(HostRequest.self, from: JSONEncoder().encode(request))
    _ = try? JSONEncoder().encode(HostEvent.started(index: 0, name: ""))
  }

  /// Whether this thread is the process's only one, waiting up to 0.2 s for threads that are ending: a joined
  /// thread (the PNG encoder's) can still be listed for a moment after it returned.
  private static func isSingleThreaded() -> Bool {
    for _ in 0..<200 {
      if (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) == 1 {
        return true
      }
      usleep(1000)
    }
    return false
  }
}
