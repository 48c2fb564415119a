import Foundation

// The typed messages of iOS 26 that stand beside a window's and a screen's notifications: one shape per class,
// told apart by the moment they stand for. Windows and screens never change here, so none is ever posted.

extension Window {
  /// A message about a window (UIKit's `UIWindow.Did…Message`, iOS 26).
  public struct Message<Moment> {
    /// The window the message is about.
    public var window: Window

    /// A message about `window`.
    public init(window: Window) { self.window = window }
  }

  /// The moments of a window's messages, as the type parameter of ``Message``.
  public enum MessageMoment {
    public enum DidBecomeVisible {}
    public enum DidBecomeHidden {}
    public enum DidBecomeKey {}
    public enum DidResignKey {}
  }

  public typealias DidBecomeVisibleMessage = Message<MessageMoment.DidBecomeVisible>
  public typealias DidBecomeHiddenMessage = Message<MessageMoment.DidBecomeHidden>
  public typealias DidBecomeKeyMessage = Message<MessageMoment.DidBecomeKey>
  public typealias DidResignKeyMessage = Message<MessageMoment.DidResignKey>
}

extension Screen {
  /// A message about a screen (UIKit's `UIScreen.…DidChangeMessage`, iOS 26).
  public struct Message<Moment> {
    /// The screen the message is about.
    public var screen: Screen

    /// A message about `screen`.
    public init(screen: Screen) { self.screen = screen }
  }

  /// The moments of a screen's messages, as the type parameter of ``Message``.
  public enum MessageMoment {
    public enum BrightnessDidChange {}
    public enum CapturedDidChange {}
    public enum ModeDidChange {}
    public enum ReferenceDisplayModeStatusDidChange {}
  }

  public typealias BrightnessDidChangeMessage = Message<MessageMoment.BrightnessDidChange>
  public typealias CapturedDidChangeMessage = Message<MessageMoment.CapturedDidChange>
  public typealias ModeDidChangeMessage = Message<MessageMoment.ModeDidChange>
  public typealias ReferenceDisplayModeStatusDidChangeMessage = Message<
    MessageMoment.ReferenceDisplayModeStatusDidChange
  >
}
