import Foundation
import HeadlessUIKit

/// A phone or tablet screen: size in points, scale and safe area, upright or on its side.
///
/// ```swift
/// Scene("Login", device: .iPhone15) { root in … }
/// Scene("Login", device: .iPhone15.landscape) { root in … }
/// ```
public struct Device: Hashable, Sendable {
  public let name: String
  /// The screen in points.
  public let size: CGSize
  public let scale: CGFloat
  public let safeAreaInsets: EdgeInsets

  public init(name: String, size: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets) {
    self.name = name
    self.size = size
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
  }

  /// The same device turned on its side (home indicator at the bottom, the camera housing on the left).
  public var landscape: Device {
    guard size.height > size.width else { return self }
    let insets = safeAreaInsets
    let sideInset = insets.top > 24 ? insets.top : 0
    let landscapeInsets =
      insets.bottom > 0
      ? EdgeInsets(top: 0, left: sideInset, bottom: 21, right: sideInset)
      : EdgeInsets(top: insets.top == 20 ? 0 : insets.top, left: 0, bottom: 0, right: 0)
    return Device(
      name: "\(name) (landscape)", size: CGSize(width: size.height, height: size.width),
      scale: scale,
      safeAreaInsets: landscapeInsets)
  }

  public static let iPhoneSE = Device(
    name: "iPhone SE", size: CGSize(width: 375, height: 667), scale: 2,
    safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
  public static let iPhone13Mini = Device(
    name: "iPhone 13 mini", size: CGSize(width: 375, height: 812), scale: 3,
    safeAreaInsets: EdgeInsets(top: 50, left: 0, bottom: 34, right: 0))
  public static let iPhone14 = Device(
    name: "iPhone 14", size: CGSize(width: 390, height: 844), scale: 3,
    safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
  public static let iPhone15 = Device(
    name: "iPhone 15", size: CGSize(width: 393, height: 852), scale: 3,
    safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  public static let iPhone15ProMax = Device(
    name: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932), scale: 3,
    safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  public static let iPad = Device(
    name: "iPad (10th generation)", size: CGSize(width: 820, height: 1180), scale: 2,
    safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
  public static let iPadPro13 = Device(
    name: "iPad Pro 12.9-inch", size: CGSize(width: 1024, height: 1366), scale: 2,
    safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))

  /// Every preset, upright.
  public static let all: [Device] = DevicePreset.allCases.map(Device.init)

  /// A preset's screen.
  public init(_ preset: DevicePreset) {
    self =
      switch preset {
      case .iPhoneSE: .iPhoneSE
      case .iPhone13Mini: .iPhone13Mini
      case .iPhone14: .iPhone14
      case .iPhone15: .iPhone15
      case .iPhone15ProMax: .iPhone15ProMax
      case .iPad: .iPad
      case .iPadPro13: .iPadPro13
      }
  }

  /// A preset's screen, turned on its side if the choice says so.
  public init(_ choice: DeviceChoice) {
    let upright = Device(choice.preset)
    self = choice.landscape ? upright.landscape : upright
  }

  /// The preset with a name, compared by letters and digits only and ignoring case (`iPhone SE`, `iphone-se`);
  /// a trailing `landscape` turns it sideways (see ``DeviceChoice/init(name:)``).
  public static func named(_ name: String) -> Device? {
    DeviceChoice(name: name).map(Device.init)
  }
}

extension Scene {
  /// An empty scene the size, scale and safe area of a device; add views to ``root`` afterwards.
  public convenience init(
    _ name: String, device: Device, layoutDirection: LayoutDirection = .leftToRight,
    backgroundColor: Color = .systemBackground, appearance: Appearance = .light,
    contentSizeCategory: ContentSizeCategory? = nil
  ) {
    self.init(
      name, device: device, layoutDirection: layoutDirection, backgroundColor: backgroundColor,
      appearance: appearance, contentSizeCategory: contentSizeCategory, build: { _ in })
  }

  /// A scene the size, scale and safe area of a device.
  public convenience init(
    _ name: String, device: Device, layoutDirection: LayoutDirection = .leftToRight,
    backgroundColor: Color = .systemBackground, appearance: Appearance = .light,
    contentSizeCategory: ContentSizeCategory? = nil, build: (View) throws -> Void
  ) rethrows {
    try self.init(
      name, size: device.size, scale: device.scale, safeAreaInsets: device.safeAreaInsets,
      layoutDirection: layoutDirection, backgroundColor: backgroundColor, appearance: appearance,
      contentSizeCategory: contentSizeCategory, build: build)
  }
}
