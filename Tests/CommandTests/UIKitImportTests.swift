import Foundation
import Render
import Testing

/// A UIKit file as a team writes it renders unchanged: `import UIKit`, Objective-C-only syntax, playground pages.
@Suite(.serialized) struct UIKitImportTests {
  /// `import CoreGraphics` and `import QuartzCore` beside it, as drawing code writes them, mean the facade too.
  @Test func aFileThatImportsUIKitAloneRendersItsScene() throws {
    let runner = try CommandRunner()
    try runner.write(
      "Badge.swift",
      """
      import UIKit
      import CoreGraphics
      import QuartzCore
      import LayoutRender

      final class Badge: UIView {
        override init(frame: CGRect) {
          super.init(frame: frame)
          backgroundColor = .systemRed
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
      }

      _ = Scene("Badge", size: CGSize(width: 40, height: 20), scale: 1) { root in
        root.addSubview(Badge(frame: CGRect(x: 0, y: 0, width: 40, height: 20)))
      }

      """)
    let result = try runner.run("Badge.swift", "-o", "out")
    #expect(result.status == 0, "\(result.standardError)")
    #expect(runner.exists("out/Badge.png"))
  }

  /// `import UIKit` brings UIKit's names only: a team's own `Label` or `Button` does not clash with the project's.
  @Test func uikitBringsNoNameUIKitLacks() throws {
    let runner = try CommandRunner()
    try runner.write(
      "Names.swift",
      """
      import UIKit

      struct Label { let text: String }
      enum Button { case primary }
      extension UIButton { enum Style { case rounded } }
      let label = Label(text: "mine")
      let style: UIButton.Style = .rounded
      let view: View = UIView()

      """)
    let result = try runner.run("Names.swift", "-o", "out")
    #expect(result.status == 1)
    // The only error is the project's own `View`, which UIKit does not have.
    let errors = result.standardError.split(separator: "\n").filter {
      $0.range(of: #"Names\.swift:\d+:\d+: error:"#, options: .regularExpression) != nil
    }
    #expect(errors.count == 1, "\(result.standardError)")
    #expect(
      errors.first?.contains("Names.swift:8:11: error: cannot find type 'View' in scope") == true,
      "\(result.standardError)")
  }

  /// `@objc`, `@objcMembers`, `@IBOutlet`, `#selector`, `dynamic` and the object literals compile, and an error
  /// after them on the same line is still reported at the user's own column.
  @Test func objectiveCSyntaxCompilesAndErrorsKeepTheirColumns() throws {
    let runner = try CommandRunner()
    let source = """
      import UIKit
      import LayoutRender

      @objcMembers
      final class Card: UIView {
        @IBOutlet weak var title: UILabel!
        @objc dynamic var taps = 0
        let button = UIButton(type: .system)

        override init(frame: CGRect) {
          super.init(frame: frame)
          backgroundColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
          button.addTarget(self, action: #selector(Card.tapped(_:)), for: .touchUpInside)
        }
        required init?(coder: NSCoder) { fatalError() }

        @objc(tappedWithSender:) func tapped(_ sender: UIButton) { taps += 1 }
        @IBAction func reset(_ sender: Any) { taps = 0 }
      }

      _ = Scene("Card", size: CGSize(width: 10, height: 10), scale: 1) { root in
        let card = Card(frame: root.bounds)
        root.addSubview(card)
        let actions = card.button.actions(forTarget: card, forControlEvent: .touchUpInside) ?? []
        precondition(actions == ["tapped(_:)"], "\\(actions)")
      }

      """
    try runner.write("Card.swift", source)
    let result = try runner.run("Card.swift", "-o", "out")
    #expect(result.status == 0, "\(result.standardError)")
    #expect(runner.exists("out/Card.png"))

    try runner.write(
      "Broken.swift",
      "import UIKit\nlet s = #selector(UIView.layoutSubviews); let n: Int = \"x\"\n")
    let broken = try runner.run("Broken.swift", "-o", "out")
    #expect(broken.status == 1)
    // `let s = ` is 8 columns, the selector 32, `; let n: Int = ` 15: the string starts at column 56.
    #expect(broken.standardError.contains("Broken.swift:2:56: error:"), "\(broken.standardError)")
  }

  /// An Objective-C delegate protocol with optional requirements: class-bound (a `weak` delegate), callers' `?(`,
  /// implemented requirements answering; and an override written in an extension, which runs.
  @Test func objectiveCProtocolsWithOptionalRequirementsCompileAndAnswer() throws {
    let runner = try CommandRunner()
    try runner.write(
      "Badge.swift",
      """
      import UIKit
      import LayoutRender

      @objc protocol BadgeDelegate {
        @objc optional func badgeWidth(_ badge: Badge) -> CGFloat
        @objc optional func badgeDidLayout(_ badge: Badge)
      }

      final class Badge: UIView {
        weak var delegate: BadgeDelegate?
      }

      // MARK: - Layout
      extension Badge {
        override func layoutSubviews() {
          super.layoutSubviews()
          delegate?.badgeDidLayout?(self)
        }
      }

      final class Owner: NSObject, BadgeDelegate {
        func badgeWidth(_ badge: Badge) -> CGFloat { 30 }
        func badgeDidLayout(_ badge: Badge) { badge.backgroundColor = .blue }
      }

      let owner = Owner()
      _ = Scene("Badge", size: CGSize(width: 40, height: 20), scale: 1) { root in
        let badge = Badge()
        badge.delegate = owner
        badge.backgroundColor = .red
        badge.frame = CGRect(x: 0, y: 0, width: badge.delegate?.badgeWidth?(badge) ?? 10, height: 20)
        root.addSubview(badge)
      }

      """)
    let result = try runner.run("Badge.swift", "-o", "out")
    #expect(result.status == 0, "\(result.standardError)")
    let drawn = try RGBAImage(pngData: Data(contentsOf: runner.url("out/Badge.png")))
    // The owner's 30 points, not the caller's fallback of 10, turned blue by the override in the extension.
    #expect(drawn.pixel(x: 25, y: 10).b == 255 && drawn.pixel(x: 25, y: 10).r < 100)
    #expect(drawn.pixel(x: 35, y: 10).b != 255 || drawn.pixel(x: 35, y: 10).r > 100)
  }

  /// `sendActions(for:)` reaches the methods that `addTarget(_:action:for:)` named with `#selector`, with the
  /// sender, and an action without a target travels up the responder chain.
  @Test func targetActionPairsAreCalledWhenAControlSendsItsActions() throws {
    let runner = try CommandRunner()
    try runner.write(
      "Toggle.swift",
      """
      import UIKit
      import LayoutRender

      final class Panel: UIView {
        let button = UIButton(type: .system)
        let other = UIButton(type: .system)

        override init(frame: CGRect) {
          super.init(frame: frame)
          backgroundColor = .red
          button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
          other.addTarget(nil, action: #selector(widen), for: .touchUpInside)
          addSubview(button)
          addSubview(other)
        }
        required init?(coder: NSCoder) { fatalError() }

        @objc private func tapped(_ sender: UIButton) {
          backgroundColor = sender === button ? .blue : .green
        }
      }

      extension Panel {
        @objc func widen() { frame.size.width = 40 }
      }

      _ = Scene("Toggle", size: CGSize(width: 40, height: 20), scale: 1) { root in
        let panel = Panel(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.addSubview(panel)
        panel.button.sendActions(for: .touchUpInside)
        panel.other.sendActions(for: .touchUpInside)
      }

      """)
    let result = try runner.run("Toggle.swift", "-o", "out")
    #expect(result.status == 0, "\(result.standardError)")
    let drawn = try RGBAImage(pngData: Data(contentsOf: runner.url("out/Toggle.png")))
    // Blue from the button's action (its sender is the button), 40 points wide from the untargeted one.
    #expect(drawn.pixel(x: 10, y: 10).b == 255 && drawn.pixel(x: 10, y: 10).r < 100)
    #expect(drawn.pixel(x: 35, y: 10).b == 255 && drawn.pixel(x: 35, y: 10).r < 100)
  }

  @Test func aPlaygroundPageRendersItsLiveView() throws {
    let runner = try CommandRunner()
    try runner.write(
      "Page.swift",
      """
      import UIKit
      import PlaygroundSupport

      final class Controller: UIViewController {
        override func loadView() {
          let view = UIView()
          view.backgroundColor = .white
          self.view = view
        }
      }
      PlaygroundPage.current.liveView = Controller()

      """)
    try runner.write(
      "Sized.swift",
      """
      import UIKit
      import PlaygroundSupport

      let view = UIView(frame: CGRect(x: 30, y: 40, width: 120, height: 80))
      view.backgroundColor = .systemBlue
      PlaygroundPage.current.liveView = view
      PlaygroundPage.current.needsIndefiniteExecution = true

      """)
    let result = try runner.run("Page.swift", "Sized.swift", "-o", "out", "--scale", "1")
    #expect(result.status == 0, "\(result.standardError)")
    // A controller is shown at Xcode's live-view size, 375 × 667 points; a view at its own frame's size.
    #expect(try pngSize(runner.url("out/Page.png")) == (375, 667))
    #expect(try pngSize(runner.url("out/Sized.png")) == (120, 80))
  }

  /// Width and height from a PNG's header.
  private func pngSize(_ url: URL) throws -> (Int, Int) {
    let bytes = [UInt8](try Data(contentsOf: url).prefix(24))
    func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
  }
}

/// `UIImage(named:)` finds an image beside the scene file, as an app finds one in its bundle, wherever the command
/// runs from.
@Suite struct SceneFolderImageTests {
  @Test func anImageBesideTheSceneFileIsFoundFromAnotherDirectory() throws {
    let runner = try CommandRunner()
    try FileManager.default.createDirectory(
      at: runner.url("scenes"), withIntermediateDirectories: true)
    // A 2 × 2 opaque blue image, beside the scene file only (the command runs from the folder above).
    let blue = [UInt8](repeating: 0, count: 16).enumerated().map { $0.offset % 4 >= 2 ? 255 : 0 }
    try RGBAImage(width: 2, height: 2, pixels: blue.map(UInt8.init)).pngData()
      .write(to: runner.url("scenes/dot.png"))
    try runner.write(
      "scenes/Dot.swift",
      """
      import UIKit
      import LayoutRender

      _ = Scene("Dot", size: CGSize(width: 10, height: 10), scale: 1) { root in
        let image = UIImageView(image: UIImage(named: "dot"))
        image.frame = root.bounds
        root.addSubview(image)
      }

      """)
    let result = try runner.run("scenes/Dot.swift", "-o", "out")
    #expect(result.status == 0, "\(result.standardError)")
    let drawn = try RGBAImage(pngData: Data(contentsOf: runner.url("out/Dot.png")))
    #expect(drawn.pixel(x: 5, y: 5) == (0, 0, 255, 255))
  }
}
