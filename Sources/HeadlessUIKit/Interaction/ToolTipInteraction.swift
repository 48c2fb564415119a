import Foundation

/// Shows a tool tip over a view under the pointer (UIKit's `UIToolTipInteraction`); there is no pointer here.
open class ToolTipInteraction: Interaction {
  /// The text shown.
  open var defaultToolTip: String?
  /// Whether the tool tip may show.
  open var isEnabled = true
  public private(set) weak var view: View?

  /// An interaction with a tool tip.
  public init(defaultToolTip: String) { self.defaultToolTip = defaultToolTip }

  public init() {}

  open func willMove(to view: View?) {}

  open func didMove(to view: View?) { self.view = view }
}

public typealias UIToolTipInteraction = ToolTipInteraction
