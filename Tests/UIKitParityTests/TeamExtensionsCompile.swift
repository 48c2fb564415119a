import Testing
import UIKit

// Extensions that UIKit code bases commonly carry, written as they are written for UIKit: they must compile against
// `import UIKit` here, and do what they do there.

extension UIImage {
  /// A one-colour image, as teams make placeholders and button backgrounds.
  convenience init?(solid color: UIColor, size: CGSize = CGSize(width: 1, height: 1)) {
    let rect = CGRect(origin: .zero, size: size)
    UIGraphicsBeginImageContextWithOptions(rect.size, false, 1)
    color.setFill()
    UIRectFill(rect)
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    guard let cgImage = image?.cgImage else { return nil }
    self.init(cgImage: cgImage)
  }
}

extension UIFont {
  /// A brand font with a fallback, as teams wrap their custom fonts.
  convenience init(brand size: CGFloat) {
    self.init(descriptor: UIFontDescriptor(name: "Brand-Semibold", size: size), size: size)
  }

  /// A text style's font at a weight, as design systems spell it.
  static func preferred(_ style: UIFont.TextStyle, weight: UIFont.Weight) -> UIFont {
    let descriptor = UIFont.preferredFont(forTextStyle: style).fontDescriptor.addingAttributes([
      .traits: [UIFontDescriptor.TraitKey.weight: weight.rawValue]
    ])
    return UIFont(descriptor: descriptor, size: 0)
  }
}

/// Reuse identifiers from class names, as teams write them once for every `NSObject`: views and controllers
/// descend from Foundation's `NSObject` here as on iOS.
protocol ClassNamed {}

extension NSObject: ClassNamed {
  /// The class's own name, without its module.
  static var className: String { String(describing: self) }
}

/// A font subclass that reports another family, as UIKit lets one.
final class RenamedFont: UIFont {
  override var familyName: String { "Renamed" }
}

/// A cell registered and dequeued by a table, as a team's table screens do.
final class TeamCell: UITableViewCell {
  let badge = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(badge)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A view made with Core Graphics' C constants, as Xcode 15 code writes them.
final class ZeroFramedCard: UIView {
  init() {
    super.init(frame: CGRectZero)
    transform = CGAffineTransformIdentity
  }

  required init?(coder: NSCoder) { nil }
}

@Suite struct TeamExtensionsCompile {
  /// `CGRectZero` and its siblings are the Swift values of the same name.
  @MainActor @Test func coreGraphicsConstantsUnderTheirCNames() {
    #expect(ZeroFramedCard().frame == .zero)
    #expect(CGPointZero == .zero && CGSizeZero == .zero)
    #expect(CGRectNull.isNull && CGRectInfinite.isInfinite)
  }

  /// The convenience initialiser in an extension of `UIImage` makes an image of the size asked for.
  @MainActor @Test func aConvenienceInitialiserInAnImageExtension() throws {
    let image = try #require(UIImage(solid: .systemRed, size: CGSize(width: 4, height: 3)))
    #expect(image.size == CGSize(width: 4, height: 3))
  }

  /// A registered cell subclass comes back from the table as that subclass, made through its own initialiser.
  @MainActor @Test func aRegisteredCellSubclassIsDequeued() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    table.register(TeamCell.self, forCellReuseIdentifier: "team")
    let cell = table.dequeueReusableCell(withIdentifier: "team", for: IndexPath(row: 0, section: 0))
    #expect(cell is TeamCell)
    #expect((cell as? TeamCell)?.badge.superview === cell.contentView)
    #expect(cell.reuseIdentifier == "team")
  }

  /// A team's `extension NSObject` reaches a cell subclass and a controller, and a cell registered under its class
  /// name is dequeued under it; views compare as `NSObject`s do, by identity.
  @MainActor @Test func anNSObjectExtensionNamesCellsAndControllers() {
    #expect(TeamCell.className == "TeamCell")
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    table.register(TeamCell.self, forCellReuseIdentifier: TeamCell.className)
    let cell = table.dequeueReusableCell(
      withIdentifier: TeamCell.className, for: IndexPath(row: 0, section: 0))
    #expect(cell is TeamCell)
    let object: NSObject = cell
    #expect(
      object.isEqual(cell) && !object.isEqual(TeamCell(style: .default, reuseIdentifier: nil)))
    #expect(object.hash == cell.hash)
  }

  /// A convenience initialiser and a static factory in an extension of `UIFont` give the sizes and faces asked for:
  /// "Brand-Semibold" names no installed family, so it draws as Inter of the weight its name says.
  @Test func fontExtensionsAndSubclassesWork() throws {
    let brand = UIFont(brand: 20)
    #expect(brand.pointSize == 20 && brand.fontName == "Inter-Semibold")
    // The body style is 17 points at the default category; the weight comes from the traits dictionary.
    let bodyBold = UIFont.preferred(.body, weight: .bold)
    #expect(bodyBold.pointSize == 17 && bodyBold.fontName == "Inter-Bold")
    let renamed = try #require(RenamedFont(name: "Inter", size: 12))
    #expect(renamed.familyName == "Renamed" && renamed.pointSize == 12)
  }
}
