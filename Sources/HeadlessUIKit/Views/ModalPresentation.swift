import Foundation

/// How a presented controller covers the screen (UIKit's `UIModalPresentationStyle`, with its raw values).
public enum ModalPresentationStyle: Int, Sendable {
  case automatic = -2
  case none = -1
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
}

/// The animation of a presentation (UIKit's `UIModalTransitionStyle`, with its raw values).
public enum ModalTransitionStyle: Int, Sendable {
  case coverVertical = 0
  case flipHorizontal = 1
  case crossDissolve = 2
  case partialCurl = 3
}
