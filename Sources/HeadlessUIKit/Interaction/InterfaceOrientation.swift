import Foundation

// The orientation and status-bar types a view controller declares its preferences with, with UIKit's raw values
// (UIApplication.h). Scenes neither rotate nor show a status bar: the preferences are kept for the code that reads
// them.

/// An orientation of the interface (UIKit's `UIInterfaceOrientation`).
public enum InterfaceOrientation: Int, Sendable {
  case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations (UIKit's `UIInterfaceOrientationMask`).
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
  public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
  public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: InterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
  public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]
}

/// The look of the status bar's content (UIKit's `UIStatusBarStyle`).
public enum StatusBarStyle: Int, Sendable {
  case `default` = 0, lightContent = 1, darkContent = 3
}

/// How the status bar animates when it shows or hides (UIKit's `UIStatusBarAnimation`).
public enum StatusBarAnimation: Int, Sendable {
  case none = 0, fade, slide
}

/// Edges of a rectangle (UIKit's `UIRectEdge`).
public struct RectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = RectEdge(rawValue: 1 << 0)
  public static let left = RectEdge(rawValue: 1 << 1)
  public static let bottom = RectEdge(rawValue: 1 << 2)
  public static let right = RectEdge(rawValue: 1 << 3)
  public static let all: RectEdge = [.top, .left, .bottom, .right]
}
