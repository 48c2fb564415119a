import Foundation
import HeadlessUIKit

/// A canvas with a root view, laid out and rendered as a whole: what `layout-render` draws and snapshot tests
/// compare.
///
/// ```swift
/// let scene = try Scene("Login", size: CGSize(width: 375, height: 667)) { root in
///   let card = View()
///   card.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
///   root.addSubview(card)
///   // constraints…
/// }
/// try scene.write(to: URL(fileURLWithPath: "login.png"))
/// ```
///
/// The root view is the canvas: its frame is the canvas in points and it keeps
/// `translatesAutoresizingMaskIntoConstraints`, so the scene's size holds it.
public final class Scene {
  /// The most pixels a canvas may have (100 million: a 10,000 × 10,000 image, 400 MB of pixels while drawing).
  public static let maximumPixelCount = RGBAImage.maximumPixelCount

  /// The name outputs and diagnostics use.
  public let name: String
  /// The canvas size in points.
  public package(set) var size: CGSize
  /// Pixels per point.
  public package(set) var scale: CGFloat
  /// The root view; build the scene inside it.
  public let root: View
  /// The colour behind everything.
  public var backgroundColor: Color
  /// Light or dark: how adaptive colours (the system colours) are drawn, and the style the root view's traits
  /// report (its `overrideUserInterfaceStyle`).
  public var appearance: Appearance {
    didSet { root.overrideUserInterfaceStyle = Self.style(for: appearance) }
  }

  private static func style(for appearance: Appearance) -> TraitCollection.UserInterfaceStyle {
    appearance == .dark ? .dark : .light
  }
  /// The text size Dynamic Type fonts were chosen for while the scene was built (``ContentSizeCategory``).
  public let contentSizeCategory: ContentSizeCategory
  /// Whether to draw the debug overlay: outlines and names of views and guides, constraint redlines, ambiguous
  /// views and broken constraints in red.
  public var showsDebugOverlay = false

  /// Creates a scene and runs `build` on its root view.
  ///
  /// - Parameters:
  ///   - name: The scene's name.
  ///   - size: The canvas in points.
  ///   - scale: Pixels per point (2 by default).
  ///   - safeAreaInsets: The device's safe-area insets, given to the root view.
  ///   - layoutDirection: Left-to-right or right-to-left for the whole scene.
  ///   - backgroundColor: The colour behind everything (`.systemBackground` by default).
  ///   - appearance: Light (the default) or dark.
  ///   - contentSizeCategory: The Dynamic Type size `build` runs with (``ContentSizeCategory/current`` by
  ///     default: `large`, or the command's `--content-size`): ``Font/preferredFont(forTextStyle:)`` sizes
  ///     fonts for it.
  ///   - line: The line that makes the scene (the caller's), where `layout-render` reports what its build closure
  ///     reported without a place of its own.
  ///   - build: Adds the scene's views to the root.
  public init(
    _ name: String, size: CGSize, scale: CGFloat = 2, safeAreaInsets: EdgeInsets = .zero,
    layoutDirection: LayoutDirection = .leftToRight, backgroundColor: Color = .systemBackground,
    appearance: Appearance = .light, contentSizeCategory: ContentSizeCategory? = nil,
    line: Int = #line, build: (View) throws -> Void
  ) rethrows {
    self.name = name
    self.contentSizeCategory = contentSizeCategory ?? .current
    self.size = size
    self.scale = scale
    self.backgroundColor = backgroundColor
    self.appearance = appearance
    root = View(frame: CGRect(origin: .zero, size: size))
    root.showsControllersAddedByHand = true
    root.identifier = "root"
    root.overrideUserInterfaceStyle = Self.style(for: appearance)
    root.additionalSafeAreaInsets = safeAreaInsets
    root.semanticLayoutDirection = layoutDirection
    let category = self.contentSizeCategory
    let root = self.root
    // The build runs at the scene's text size, on a screen of the scene's size and scale.
    let screen = Screen(bounds: CGRect(origin: .zero, size: size), scale: scale)
    root.standForScreen(screen)
    guard let observer = Self.observer else {
      try Self.run(build, on: root, screen: screen, category: category)
      return
    }
    try observer.build(sceneNamed: name, line: line) {
      try Self.run(build, on: root, screen: screen, category: category)
    }
    observer.created(self)
  }

  /// Runs a scene's build closure at the scene's text size, with ``Screen/main`` the scene's canvas.
  private static func run(
    _ build: (View) throws -> Void, on root: View, screen: Screen, category: ContentSizeCategory
  ) rethrows {
    try Screen.with(screen) { try ContentSizeCategory.with(category) { try build(root) } }
    // The scene's views are on its screen now, as a window's are when they enter it: appearance proxies apply.
    root.applyAppearanceToSubtree()
  }

  /// Creates an empty scene; add views to ``root`` afterwards. (No `try` needed: there is no build closure.)
  public convenience init(
    _ name: String, size: CGSize, scale: CGFloat = 2, safeAreaInsets: EdgeInsets = .zero,
    layoutDirection: LayoutDirection = .leftToRight, backgroundColor: Color = .systemBackground,
    appearance: Appearance = .light, contentSizeCategory: ContentSizeCategory? = nil,
    line: Int = #line
  ) {
    self.init(
      name, size: size, scale: scale, safeAreaInsets: safeAreaInsets,
      layoutDirection: layoutDirection,
      backgroundColor: backgroundColor, appearance: appearance,
      contentSizeCategory: contentSizeCategory, line: line, build: { _ in })
  }

  /// Puts the scene on another canvas: a new size and safe area for the root view (the command line's `--device`).
  package func resize(to size: CGSize, safeAreaInsets: EdgeInsets) {
    self.size = size
    root.standForScreen(Screen(bounds: CGRect(origin: .zero, size: size), scale: scale))
    root.frame = CGRect(origin: .zero, size: size)
    root.additionalSafeAreaInsets = safeAreaInsets
  }

  /// Changes the pixels per point (the command line's `--scale`): Auto Layout's frames align to the new pixels.
  package func rescale(to scale: CGFloat) {
    self.scale = scale
    root.standForScreen(Screen(bounds: CGRect(origin: .zero, size: size), scale: scale))
  }

  /// The canvas in pixels, checked.
  ///
  /// - Throws: ``RenderError/invalidCanvas(scene:width:height:scale:)`` or
  ///   ``RenderError/canvasTooLarge(scene:pixels:limit:)``.
  func pixelSize() throws(RenderError) -> (width: Int, height: Int) {
    try Self.pixelSize(of: name, size: size, scale: scale)
  }

  /// The pixels of a canvas named `name` of `size` points at `scale`, checked (see ``pixelSize()``).
  static func pixelSize(of name: String, size: CGSize, scale: CGFloat) throws(RenderError) -> (
    width: Int, height: Int
  ) {
    let valid = [size.width, size.height, scale].allSatisfy { $0.isFinite && $0 > 0 }
    guard valid else {
      throw .invalidCanvas(
        scene: name, width: Double(size.width), height: Double(size.height), scale: Double(scale))
    }
    let width = (size.width * scale).rounded(.up)
    let height = (size.height * scale).rounded(.up)
    guard width * height <= CGFloat(Self.maximumPixelCount), width <= 32_767, height <= 32_767
    else {
      let pixels = width * height < CGFloat(Int.max) ? Int(width * height) : Int.max
      throw .canvasTooLarge(scene: name, pixels: pixels, limit: Self.maximumPixelCount)
    }
    return (Int(width), Int(height))
  }

  /// Lays the scene out and draws it.
  ///
  /// - Throws: ``RenderError`` for an invalid or oversized canvas, or a Cairo failure.
  public func image() throws(RenderError) -> RGBAImage {
    try drawCanvas().image()
  }

  /// The rendered scene as PNG bytes: the same scene gives the same bytes on every run.
  ///
  /// - Parameter compression: ``PNGCompression/fast`` (the default) or ``PNGCompression/smallest``.
  /// - Returns: The PNG file's bytes.
  /// - Throws: ``RenderError`` for an invalid or oversized canvas, or a Cairo or encoding failure.
  public func pngData(_ compression: PNGCompression = .fast) throws(RenderError) -> Data {
    try drawCanvas().pngData(compression)
  }

  /// The PNG encoded on a given number of threads (for tests: the bytes must not depend on it).
  func pngData(threads: Int) throws(RenderError) -> Data {
    try drawCanvas().pngData(threads: threads)
  }

  /// Lays the scene out and draws it, leaving the encoding for later.
  ///
  /// One drawing can then give several outputs, and the two steps can be timed apart.
  ///
  /// - Throws: ``RenderError`` for an invalid or oversized canvas, or a Cairo failure.
  public func rasterize() throws(RenderError) -> RasterizedScene {
    RasterizedScene(canvas: try drawCanvas())
  }

  /// Lays the scene out and draws it into a new canvas.
  private func drawCanvas() throws(RenderError) -> CairoCanvas {
    let (width, height) = try pixelSize()
    root.layoutIfNeeded()
    // `paint(on:)` begins by filling the whole canvas with the background.
    let canvas = try CairoCanvas(
      scene: name, pixelWidth: width, pixelHeight: height, scale: scale, overwritten: true)
    paint(on: canvas)
    return canvas
  }

  /// Draws the background and the view tree.
  func paint(on canvas: CairoCanvas) {
    canvas.appearance = appearance
    // A root covered by an opaque background (a full-screen controller's view) paints every pixel itself.
    let whole = CGRect(origin: .zero, size: size)
    if !canvas.isCovered(whole, byFirst: root, origin: .zero) { canvas.fill(backgroundColor) }
    canvas.draw(root)
    if showsDebugOverlay { canvas.drawDebugOverlay(for: root) }
  }

  /// Renders to a file, atomically: the data goes to a temporary file beside the target, which is then renamed
  /// over it, so a failed render leaves no partial file.
  ///
  /// - Parameters:
  ///   - url: The file; its extension (`png`, `svg`, `pdf`) chooses the format unless one is given.
  ///   - format: The format, overriding the extension.
  ///   - compression: How PNGs trade time for size (``PNGCompression/fast`` by default).
  /// - Throws: ``RenderError``; ``RenderError/write(path:reason:)`` if the file cannot be written or the format is
  ///   unknown.
  public func write(to url: URL, format: OutputFormat? = nil, compression: PNGCompression = .fast)
    throws(RenderError)
  {
    let chosen = format ?? OutputFormat(pathExtension: url.pathExtension)
    guard let chosen else {
      throw .write(
        path: url.path, reason: "unknown format \"\(url.pathExtension)\"; use .png, .svg or .pdf")
    }
    try writeAtomically(data(as: chosen, compression: compression), to: url)
  }

  /// The rendered scene in a format (`compression` applies to PNG).
  public func data(as format: OutputFormat, compression: PNGCompression = .fast) throws(RenderError)
    -> Data
  {
    switch format {
    case .png: return try pngData(compression)
    case .svg: return try svgData()
    case .pdf: return try pdfData()
    }
  }
}

/// Writes data to a temporary file in the target's folder, then renames it over the target.
func writeAtomically(_ data: Data, to url: URL) throws(RenderError) {
  let folder = url.deletingLastPathComponent()
  let temporary = folder.appendingPathComponent(
    ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
  do {
    try data.write(to: temporary)
  } catch {
    throw .write(path: url.path, reason: "\(error.localizedDescription)")
  }
  guard rename(temporary.path, url.path) == 0 else {
    let reason = String(cString: strerror(errno))
    try? FileManager.default.removeItem(at: temporary)
    throw .write(path: url.path, reason: reason)
  }
}
