import Foundation

extension Responder {
  /// What a keyboard notification says, as a typed message (UIKit's `UIResponder.Keyboard…Message`, iOS 26).
  ///
  /// One shape for the six moments, told apart by `Moment`. No keyboard shows here, so none is ever posted; code that
  /// makes one from a notification it posts itself gets the values back.
  public struct KeyboardMessage<Moment> {
    /// The keyboard's frame before the change, in screen coordinates.
    public var beginFrame: CGRect
    /// The keyboard's frame after the change, in screen coordinates.
    public var endFrame: CGRect
    /// How long the change animates, in seconds.
    public var animationDuration: TimeInterval
    /// The timing curve of the change.
    public var animationCurve: View.AnimationCurve
    /// Whether the keyboard belongs to this app.
    public var isLocal: Bool
    /// The screen the keyboard is on.
    public var screen: Screen

    /// A message of these values.
    public init(
      beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
      animationCurve: View.AnimationCurve,
      isLocal: Bool, screen: Screen
    ) {
      self.beginFrame = beginFrame
      self.endFrame = endFrame
      self.animationDuration = animationDuration
      self.animationCurve = animationCurve
      self.isLocal = isLocal
      self.screen = screen
    }

    /// The message a keyboard notification's user info holds (the `keyboard…UserInfoKey` entries), or `nil` when
    /// its frames are missing.
    public static func makeMessage(_ notification: Notification) -> Self? {
      let info = notification.userInfo ?? [:]
      guard let begin = info[Responder.keyboardFrameBeginUserInfoKey] as? CGRect,
        let end = info[Responder.keyboardFrameEndUserInfoKey] as? CGRect
      else { return nil }
      let curve = (info[Responder.keyboardAnimationCurveUserInfoKey] as? Int).flatMap(
        View.AnimationCurve.init)
      return Self(
        beginFrame: begin, endFrame: end,
        animationDuration: info[Responder.keyboardAnimationDurationUserInfoKey] as? TimeInterval
          ?? 0,
        animationCurve: curve ?? .easeInOut,
        isLocal: info[Responder.keyboardIsLocalUserInfoKey] as? Bool ?? true,
        screen: notification.object as? Screen ?? .main)
    }
  }

  /// The moments of a keyboard's change, as the type parameter of ``KeyboardMessage``.
  public enum KeyboardMoment {
    public enum WillShow {}
    public enum DidShow {}
    public enum WillHide {}
    public enum DidHide {}
    public enum WillChangeFrame {}
    public enum DidChangeFrame {}
  }

  public typealias KeyboardWillShowMessage = KeyboardMessage<KeyboardMoment.WillShow>
  public typealias KeyboardDidShowMessage = KeyboardMessage<KeyboardMoment.DidShow>
  public typealias KeyboardWillHideMessage = KeyboardMessage<KeyboardMoment.WillHide>
  public typealias KeyboardDidHideMessage = KeyboardMessage<KeyboardMoment.DidHide>
  public typealias KeyboardWillChangeFrameMessage = KeyboardMessage<KeyboardMoment.WillChangeFrame>
  public typealias KeyboardDidChangeFrameMessage = KeyboardMessage<KeyboardMoment.DidChangeFrame>
}
