package import RenderCore

/// What the command line asks of a compiled scene file.
///
/// Which of its scenes to render, how, and where the results go; passed as a JSON file named by
/// `LAYOUT_RENDER_HOST_REQUEST`. Every value was checked when the command line was parsed.
package struct HostRequest: Codable, Sendable {
  /// The environment variable that names the request file, and marks a process as a scene host.
  package static let environmentVariable = "LAYOUT_RENDER_HOST_REQUEST"
  /// The environment variable that names the scene file to run in an executable compiled from several.
  package static let entryVariable = "LAYOUT_RENDER_SCENE_ENTRY"
  /// The environment variable that makes an executable compiled from several scene files serve the command's
  /// requests (on its standard input and output) to run them one after another.
  package static let serverVariable = "LAYOUT_RENDER_HOST_SERVER"

  /// Light or dark, overriding each scene's (`--appearance`).
  package enum Appearance: String, Codable, Sendable, CaseIterable {
    case light, dark
  }

  /// The scene file as the user named it (for messages and the shard key).
  package var sourceFile: String
  /// Where the host appends one ``HostEvent`` per line.
  package var eventsFile: String
  /// The folder rendered files go to (named `<index>.<extension>`; the command line renames them).
  package var outputFolder: String
  package var format: OutputFormat
  /// Write PNGs as small as zlib's level 9 makes them, instead of fast (`--smallest`).
  package var smallestPNG: Bool
  /// Pixels per point, overriding each scene's.
  package var scale: Double?
  /// A device, overriding each scene's canvas and safe area.
  package var device: DeviceChoice?
  package var appearance: Appearance?
  /// The Dynamic Type size scenes are built at (the environment's, else large, when `nil`).
  package var contentSize: ContentSizeName?
  /// Lay every scene out right-to-left.
  package var rightToLeft: Bool
  /// Draw the debug overlay.
  package var debugOverlay: Bool
  /// Report every view's frame in scene coordinates.
  package var frames: Bool
  /// Fail scenes with broken constraints or ambiguous views.
  package var strict: Bool
  /// Report the renderer's fingerprint in the `began` event (for snapshot checks).
  package var fingerprint: Bool
  /// Which of the file's scenes this host renders.
  package var share: WorkShare
  /// Inspect each scene in these variants instead of rendering it (`layout-render lint`); their content size is the
  /// one the host was started with.
  package var lint: [LintVariant]?
  /// With ``lint``: also draw the scene in each variant, for the contact sheet.
  package var lintImages = false

  package init(
    sourceFile: String, eventsFile: String, outputFolder: String, format: OutputFormat,
    smallestPNG: Bool = false, scale: Double? = nil, device: DeviceChoice? = nil,
    appearance: Appearance? = nil, contentSize: ContentSizeName? = nil, rightToLeft: Bool = false,
    debugOverlay: Bool = false,
    frames: Bool = false, strict: Bool = false, fingerprint: Bool = false,
    share: WorkShare = WorkShare(), lint: [LintVariant]? = nil, lintImages: Bool = false
  ) {
    self.sourceFile = sourceFile
    self.eventsFile = eventsFile
    self.outputFolder = outputFolder
    self.format = format
    self.smallestPNG = smallestPNG
    self.scale = scale
    self.device = device
    self.appearance = appearance
    self.contentSize = contentSize
    self.rightToLeft = rightToLeft
    self.debugOverlay = debugOverlay
    self.frames = frames
    self.strict = strict
    self.fingerprint = fingerprint
    self.share = share
    self.lint = lint
    self.lintImages = lintImages
  }

  /// Whether this host renders the scene made `index`th and called `name`.
  package func isMine(index: Int, name: String) -> Bool {
    share.contains(index: index, name: name, file: sourceFile)
  }
}
