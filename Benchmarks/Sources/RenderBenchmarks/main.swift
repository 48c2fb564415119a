// Render benchmarks, release mode, in process: a login screen at 375×667 @2x and a page of 1,000 cards 1200 wide
// @2x, each timed as layout, raster (drawing into pixels) and PNG encoding, median of several runs; how the cards'
// layout grows with the page; then snapshot verification of 100 login-sized references that all match and 100 that
// all differ.
import Foundation
import LayoutRender
import LayoutLint
import SnapshotCore

func seconds(_ body: () throws -> Void) rethrows -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  try body()
  let elapsed = clock.now - start
  return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

/// The middle value of a workload's runs (the upper middle of an even count).
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// The seed's comparison screen: a title, two text fields, a confirm button and a row of three buttons inside a
/// 260-wide boundary guide centred in the root.
/// A marker that makes every run's texts new to the text engine's layout cache without changing a pixel: `run`
/// zero-width spaces. Each run then measures and shapes its text from nothing, as a fresh process would.
func fresh(_ run: Int) -> String { String(repeating: "\u{200B}", count: run) }

/// An opaque sRGB colour from `0xRRGGBB`, as the scene files spell colours.
func rgb(_ value: UInt32) -> UIColor {
  UIColor(
    red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
    blue: CGFloat(value & 0xFF) / 255, alpha: 1)
}

func loginScene(run: Int = 0, contentSizeCategory: ContentSizeCategory? = nil) -> Scene {
  Scene(
    "login", size: CGSize(width: 375, height: 667), scale: 2, backgroundColor: rgb(0xF2F2F7),
    contentSizeCategory: contentSizeCategory
  ) { root in
    let boundary = UILayoutGuide()
    root.addLayoutGuide(boundary)
    func field(_ placeholder: String) -> UILabel {
      let label = UILabel(placeholder)
      label.font = .systemFont(ofSize: 17)
      label.textColor = rgb(0x8E8E93)
      label.backgroundColor = .white
      label.layer.borderColor = rgb(0xC6C6C8)
      label.layer.borderWidth = 1
      label.layer.cornerRadius = 8
      return label
    }
    let title = UILabel("Sign in" + fresh(run))
    title.font = .systemFont(ofSize: 28, weight: .bold)
    title.textAlignment = .center
    let email = field("Email" + fresh(run))
    let password = field("Password" + fresh(run))
    let confirm = UILabel("Confirm" + fresh(run))
    confirm.font = .systemFont(ofSize: 17, weight: .semibold)
    confirm.textAlignment = .center
    confirm.textColor = .white
    confirm.backgroundColor = rgb(0x007AFF)
    confirm.layer.cornerRadius = 10
    let buttons = ["Help", "Sign up", "Later"].map { name -> UILabel in
      let button = UILabel(name + fresh(run))
      button.font = .systemFont(ofSize: 15)
      button.textAlignment = .center
      button.textColor = rgb(0x007AFF)
      return button
    }
    let row = Stack(buttons, axis: .horizontal, spacing: 8, alignment: .center, distribution: .fillEqually)
    let column = Stack([title, email, password, confirm, row], axis: .vertical, spacing: 12, alignment: .fill)
    column.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(column)
    NSLayoutConstraint.activate([
      boundary.widthAnchor.constraint(equalToConstant: 260),
      boundary.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      boundary.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      column.leadingAnchor.constraint(equalTo: boundary.leadingAnchor),
      column.trailingAnchor.constraint(equalTo: boundary.trailingAnchor),
      column.topAnchor.constraint(equalTo: boundary.topAnchor),
      column.bottomAnchor.constraint(equalTo: boundary.bottomAnchor),
      email.heightAnchor.constraint(equalToConstant: 44),
      password.heightAnchor.constraint(equalToConstant: 44),
      confirm.heightAnchor.constraint(equalToConstant: 50),
    ])
  }
}

/// `total` cards (a rounded box with a two-line label) in rows of six, 1200 points wide, on a page tall enough for
/// all rows (1,000 cards: 167 rows, 23,380 pixels at @2x, inside Cairo's 32,767-pixel limit). With `shadows`, each
/// card also casts the soft shadow app cards commonly use (opacity 0.15, 2 points down, radius 6).
func cardsScene(run: Int = 0, total: Int = 1000, scale: CGFloat = 2, shadows: Bool = false) -> Scene {
  Scene("cards", size: CGSize(width: 1200, height: CGFloat((total + 5) / 6) * 70), scale: scale) { root in
    var previousRow: View?
    var cardsLeft = total
    while cardsLeft > 0 {
      let cards = (0..<min(6, cardsLeft)).map { index -> View in
        let card = View()
        card.backgroundColor = rgb(0xF2F2F7)
        card.layer.cornerRadius = 12
        if shadows {
          card.layer.shadowColor = UIColor.black.cgColor
          card.layer.shadowOpacity = 0.15
          card.layer.shadowOffset = CGSize(width: 0, height: 2)
          card.layer.shadowRadius = 6
        }
        let label = UILabel(
          "Card number \(total - cardsLeft + index)\nSecond line of the card" + fresh(run))
        label.numberOfLines = 2
        label.font = .systemFont(ofSize: 15)
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
          label.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
          label.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
          label.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
          label.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
        return card
      }
      cardsLeft -= cards.count
      let row = Stack(cards, axis: .horizontal, spacing: 16, alignment: .fill, distribution: .fillEqually)
      row.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(row)
      NSLayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        row.topAnchor.constraint(equalTo: previousRow?.bottomAnchor ?? root.topAnchor, constant: 16),
      ])
      previousRow = row
    }
  }
}

/// The workloads to run: those whose name contains one of the arguments, or all.
func wanted(_ name: String) -> Bool {
  let words = CommandLine.arguments.dropFirst()
  return words.isEmpty || words.contains { name.contains($0) }
}

func measure(
  _ name: String, runs: Int, make: (Int) -> Scene, check: (Scene) -> Bool = { _ in true }
) throws {
  guard wanted(name) else { return }
  var layout: [Double] = []
  var raster: [Double] = []
  var encode: [Double] = []
  var total: [Double] = []
  var bytes = 0
  for run in 0..<runs {
    let scene = make(run)
    let layoutTime = seconds { scene.root.layoutIfNeeded() }
    var drawn: RasterizedScene?
    let rasterTime = try seconds { drawn = try scene.rasterize() }
    var data = Data()
    let encodeTime = try seconds { data = try drawn!.pngData() }
    bytes = data.count
    guard check(scene) else {
      FileHandle.standardError.write(Data("\(name): wrong layout\n".utf8))
      exit(1)
    }
    layout.append(layoutTime)
    raster.append(rasterTime)
    encode.append(encodeTime)
    total.append(layoutTime + rasterTime + encodeTime)
  }
  print(
    "{\"name\": \"\(name)\", \"median\": \(median(total)), \"layout\": \(median(layout)), "
      + "\"raster\": \(median(raster)), \"encode\": \(median(encode)), \"bytes\": \(bytes), \"runs\": \(runs)}")
}

try measure("login screen 375x667 @2x", runs: 21, make: { loginScene(run: $0) })
try measure("1000 cards 1200 wide @2x", runs: 5, make: { cardsScene(run: $0) }) { scene in
  // Every card must be on the page.
  scene.root.subviews.last.map { $0.frame.maxY <= scene.size.height } ?? false
}
// The cost of shadows: the same page with a shadow under every card (issue 14: at most 2× the plain page).
try measure("1000 cards with shadows 1200 wide @2x", runs: 5, make: { cardsScene(run: $0, shadows: true) })

// How layout grows with the page: the same cards at a tenth of a pixel per point, so drawing costs next to nothing.
for total in [1000, 2000, 4000] {
  try measure("cards page layout, \(total) cards", runs: 3, make: { cardsScene(run: $0, total: total, scale: 0.1) })
}

/// A cell of a feed: a title and a wrapping body pinned to the content view's margins (self-sizing).
final class FeedCell: UITableViewCell {
  let title = UILabel()
  let body = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    title.font = .preferredFont(forTextStyle: .headline)
    body.font = .preferredFont(forTextStyle: .body)
    body.numberOfLines = 0
    for label in [title, body] {
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
    }
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: margins.topAnchor),
      title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// Feeds `count` rows of feed cells, one or two lines of body each.
final class FeedRows: UITableViewDataSource {
  let count: Int
  let run: Int
  init(count: Int, run: Int) {
    self.count = count
    self.run = run
  }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "feed", for: indexPath) as! FeedCell
    cell.title.text = "Post \(indexPath.row)" + fresh(run)
    cell.body.text =
      indexPath.row % 2 == 0
      ? "A short line." : "A longer body that wraps onto a second line on a phone-sized screen."
    return cell
  }
}

/// A table of `rows` self-sizing rows filling an iPhone 15 screen (393 × 852) at @3x: only the visible window is
/// built, measured and drawn; the rest count by their estimate.
func tableScene(run: Int, rows: Int) -> Scene {
  let source = FeedRows(count: rows, run: run)
  // Tables hold their data sources weakly, as in UIKit: the benchmark keeps them.
  feedSources.append(source)
  return Scene("table", size: CGSize(width: 393, height: 852), scale: 3) { root in
    let table = UITableView(frame: root.bounds, style: .plain)
    table.register(FeedCell.self, forCellReuseIdentifier: "feed")
    table.dataSource = source
    root.addSubview(table)
  }
}

/// Only the main thread runs the table workloads.
nonisolated(unsafe) var feedSources: [FeedRows] = []

for rows in [1000, 100_000] {
  try measure("table of \(rows) self-sizing rows, visible window, iPhone 15 @3x", runs: 11, make: {
    tableScene(run: $0, rows: rows)
  }) { scene in
    // The window holds the first rows, and the content is as tall as every row's estimate or measure.
    guard let table = scene.root.subviews.first as? UITableView else { return false }
    return table.visibleCells.count > 5 && table.visibleCells.count < 20 && table.contentSize.height > 44 * CGFloat(rows) / 2
  }
}

/// Verifies 100 login-screen images against 100 references on disk (read and decoded each time, as a test run
/// does): all matching, then all differing (a changed title colour: expected, actual and diff images written).
func measureSnapshots(runs: Int) throws {
  let workloads = ["verify 100 matching login references", "verify 100 differing login references"]
  guard workloads.contains(where: wanted) else { return }
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-bench-\(getpid())")
  defer { try? FileManager.default.removeItem(at: folder) }
  let references = folder.appendingPathComponent("Snapshots")
  let image = try loginScene().image()
  let recorder = SnapshotVerifier(
    referencesFolder: references, artifactsFolder: folder.appendingPathComponent("unused"), recordMode: .missing)
  for index in 0..<100 { _ = recorder.verify(image, as: .image(), named: "Login/login\(index)") }
  var changed = image.pixels
  for offset in stride(from: 0, to: changed.count / 3, by: 4) { changed[offset] = changed[offset] ^ 0x20 }
  let different = RGBAImage(width: image.width, height: image.height, pixels: changed)
  let cases: [(String, RGBAImage, SnapshotResult.Status)] = [
    (workloads[0], image, .matched), (workloads[1], different, .mismatched),
  ]
  for (name, candidate, expected) in cases {
    guard wanted(name) else { continue }
    var times: [Double] = []
    for run in 0..<runs {
      let verifier = SnapshotVerifier(
        referencesFolder: references, artifactsFolder: folder.appendingPathComponent("artifacts\(run)"),
        recordMode: .never)
      var statuses: Set<SnapshotResult.Status> = []
      times.append(seconds {
        for index in 0..<100 { statuses.insert(verifier.verify(candidate, as: .image(), named: "Login/login\(index)").status) }
      })
      guard statuses == [expected] else {
        FileHandle.standardError.write(Data("\(name): got \(statuses)\n".utf8))
        exit(1)
      }
    }
    print("{\"name\": \"\(name)\", \"median\": \(times.sorted()[times.count / 2]), \"runs\": \(runs), \"pixels\": \(image.width * image.height)}")
  }
}

try measureSnapshots(runs: 5)

/// A settings list: twelve value rows in an inset-grouped table, as a team's screen test shows it.
final class SettingsList: UITableViewController {
  init() {
    super.init(style: .insetGrouped)
    title = "Settings"
  }
  required init?(coder: NSCoder) { nil }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 12 }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
    cell.textLabel?.text = "Setting \(indexPath.row + 1)"
    cell.detailTextLabel?.text = indexPath.row % 3 == 0 ? "On" : "Automatic"
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}

/// A navigation bar over the settings list on an iPhone 15 (393 × 852 points, safe area 59 top and 34 bottom) @3x.
func settingsScreen() -> Scene {
  Scene(
    "settings", size: CGSize(width: 393, height: 852), scale: 3,
    safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
  ) { root in
    let navigation = UINavigationController(rootViewController: SettingsList())
    navigation.view.frame = root.bounds
    root.addSubview(navigation.view)
    settingsControllers.append(navigation)
  }
}

/// Only the main thread builds settings screens.
nonisolated(unsafe) var settingsControllers: [UINavigationController] = []

/// One snapshot assertion that matches, as a test run makes it: the screen built, laid out and drawn, then checked
/// against its reference on disk (read, decoded, compared). The texts are the same every time, as they must be for
/// the reference to match, so the text engine's caches are warm after the first run, as in a suite that repeats a
/// screen. Splits: `render` (build, layout, draw) and `verify` (read, decode, compare).
func measureAssertion(runs: Int) throws {
  let name = "assert matching snapshot, iPhone 15 @3x screen"
  guard wanted(name) else { return }
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assert-bench-\(getpid())")
  defer { try? FileManager.default.removeItem(at: folder) }
  let verifier = SnapshotVerifier(
    referencesFolder: folder.appendingPathComponent("Snapshots"),
    artifactsFolder: folder.appendingPathComponent("artifacts"), recordMode: .missing)
  _ = verifier.verify(try settingsScreen().image(), as: .image(), named: "settings")
  var (render, verify, total): ([Double], [Double], [Double]) = ([], [], [])
  for _ in 0..<runs {
    var image: RGBAImage?
    let renderTime = try seconds { image = try settingsScreen().image() }
    var status: SnapshotResult.Status?
    let verifyTime = seconds { status = verifier.verify(image!, as: .image(), named: "settings").status }
    guard status == .matched else {
      FileHandle.standardError.write(Data("\(name): got \(String(describing: status))\n".utf8))
      exit(1)
    }
    render.append(renderTime)
    verify.append(verifyTime)
    total.append(renderTime + verifyTime)
  }
  print(
    "{\"name\": \"\(name)\", \"median\": \(median(total)), \"render\": \(median(render)), "
      + "\"verify\": \(median(verify)), \"runs\": \(runs)}")
}

try measureAssertion(runs: 21)

/// The same assertion through swift-snapshot-testing against a reference without the pixel digest (recorded before
/// it, or elsewhere): the reference is read and decoded before the pixels are compared. Splits: `render`, `decode`
/// (read and decode the reference) and `compare`.
func measurePlainAssertion(runs: Int) throws {
  let name = "assert matching swift-snapshot-testing reference, iPhone 15 @3x screen"
  guard wanted(name) else { return }
  let format = SnapshotFormat<RGBAImage>.image(PrecisionComparison(), scale: 3)
  let file = FileManager.default.temporaryDirectory.appendingPathComponent("plain-assert-\(getpid()).png")
  defer { try? FileManager.default.removeItem(at: file) }
  try settingsScreen().image().pngData(.smallest).write(to: file)
  var (render, decode, compare, total): ([Double], [Double], [Double], [Double]) = ([], [], [], [])
  for _ in 0..<runs {
    var image: RGBAImage?
    var reference: RGBAImage?
    var matches = false
    let renderTime = try seconds { image = try settingsScreen().image() }
    let decodeTime = try seconds { reference = try format.decode(try Data(contentsOf: file)) }
    let compareTime = seconds { matches = format.compare(reference!, image!).matches }
    guard matches else {
      FileHandle.standardError.write(Data("\(name): no match\n".utf8))
      exit(1)
    }
    render.append(renderTime)
    decode.append(decodeTime)
    compare.append(compareTime)
    total.append(renderTime + decodeTime + compareTime)
  }
  print(
    "{\"name\": \"\(name)\", \"median\": \(median(total)), \"render\": \(median(render)), "
      + "\"decode\": \(median(decode)), \"compare\": \(median(compare)), \"runs\": \(runs)}")
}

try measurePlainAssertion(runs: 21)

/// Pages of text rendered on two threads, 10 each: both threads on the shared render context (text work takes
/// turns on its one engine), then each thread on a context of its own (text measured and drawn in parallel).
func measureParallelText(runs: Int) throws {
  let name = "40 text pages on 2 threads, shared context vs one per thread"
  guard wanted(name) else { return }
  @Sendable func page(_ number: Int) -> Scene {
    Scene("text", size: CGSize(width: 600, height: 800), scale: 1) { root in
      for row in 0..<100 {
        let label = UILabel("Row \(row) of page \(number): the quick brown fox jumps")
        label.font = .systemFont(ofSize: 7)
        label.frame = CGRect(x: 8, y: CGFloat(row) * 8, width: 584, height: 8)
        root.addSubview(label)
      }
    }
  }
  func time(_ renderers: [Renderer], run: Int) -> Double {
    seconds {
      DispatchQueue.concurrentPerform(iterations: 2) { thread in
        for index in 0..<20 {
          _ = try? renderers[thread].run { try page(run * 1000 + thread * 100 + index).pngData() }
        }
      }
    }
  }
  let own = [try Renderer(), try Renderer()]
  var shared: [Double] = []
  var separate: [Double] = []
  for run in 0..<runs {
    shared.append(time([.shared, .shared], run: 2 * run))
    separate.append(time(own, run: 2 * run + 1))
  }
  print(
    "{\"name\": \"\(name)\", \"shared\": \(median(shared)), \"separate\": \(median(separate)), "
      + "\"speedup\": \(median(shared) / median(separate)), \"runs\": \(runs)}")
}

try measureParallelText(runs: 5)

/// The lint matrix of the login, in process: built at each of the twelve content sizes, then inspected in 2
/// appearances × 2 directions × 3 devices (its own canvas, the smallest and the largest iPhone) in the expanded
/// pseudo-locale: 144 variants, as `layout-render lint --matrix` inspects them.
func measureLintMatrix(runs: Int) {
  let name = "lint matrix, login, 144 variants"
  guard wanted(name) else { return }
  var times: [Double] = []
  var findings = 0
  for run in 0..<runs {
    times.append(
      seconds {
        findings = 0
        for category in ContentSizeCategory.allCases {
          let scene = loginScene(run: run, contentSizeCategory: category)
          let variants = ["light", "dark"].flatMap { appearance in
            ["ltr", "rtl"].flatMap { direction in
              ["scene", "iPhone SE", "iPhone 15 Pro Max"].map {
                LintVariant(
                  appearance: appearance, contentSize: "\(category)", direction: direction, device: $0,
                  locale: "expanded")
              }
            }
          }
          findings += scene.lint(variants).reduce(0) { $0 + $1.findings.count }
        }
      })
  }
  print("{\"name\": \"\(name)\", \"median\": \(times.sorted()[times.count / 2]), \"findings\": \(findings), \"runs\": \(runs)}")
}

measureLintMatrix(runs: 5)
