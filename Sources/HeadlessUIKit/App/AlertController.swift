import Foundation

/// An alert or an action sheet (UIKit's `UIAlertController`), drawn as iOS draws an alert: a dimmed screen and a
/// 270-point card with the title, the message, any text fields and the actions (metrics: docs/uikit-bars.md,
/// "Alerts").
@preconcurrency @MainActor
open class AlertController: ViewController {
  /// An alert in the middle of the screen, or a sheet of actions at its bottom (UIKit's `UIAlertController.Style`).
  public enum Style: Int, Sendable {
    case actionSheet = 0
    case alert = 1
  }

  /// The message below the title.
  open var message: String?
  /// Alert or action sheet.
  open private(set) var preferredStyle = Style.alert
  /// The actions, in the order added.
  open private(set) var actions: [AlertAction] = []
  /// The action drawn in bold (else the cancel action is).
  open var preferredAction: AlertAction?
  /// How serious the alert is: a Mac Catalyst idea, stored and not drawn (UIKit's default: `.default`).
  open var severity: AlertControllerSeverity = .default
  /// The text fields, in the order added (alerts only).
  open private(set) var textFields: [TextField]?

  /// An alert or action sheet with a title and a message (UIKit's convenience initialiser).
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
  }

  /// An alert without title or message; `UIAlertController()` comes here, as in UIKit.
  public override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Adds an action (a cancel action is drawn last, as UIKit draws it).
  open func addAction(_ action: AlertAction) {
    actions.append(action)
  }

  /// Adds a text field, configured by `configurationHandler`.
  open func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
    let field = TextField()
    field.font = .systemFont(ofSize: 13)
    field.borderStyle = .roundedRect
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }

  open override func loadView() {
    view = AlertPresentation(alert: self).makeView()
  }
}

/// How serious an alert is (UIKit's `UIAlertControllerSeverity`; only Mac Catalyst draws it differently).
public enum AlertControllerSeverity: Int, Sendable {
  case `default` = 0
  case critical = 1
}

public typealias UIAlertControllerSeverity = AlertControllerSeverity

/// A button of an alert (UIKit's `UIAlertAction`).
@preconcurrency @MainActor
open class AlertAction: NSObject {
  /// How the action is drawn (UIKit's `UIAlertAction.Style`).
  public enum Style: Int, Sendable {
    case `default` = 0
    case cancel = 1
    case destructive = 2
  }

  open var title: String? { storedTitle }

  private let storedTitle: String?
  open var style: Style { storedStyle }
  private let storedStyle: Style
  /// Whether the action can be chosen; a disabled one is drawn grey.
  open var isEnabled = true
  let handler: ((AlertAction) -> Void)?

  /// An action with a title, a style and what choosing it does (never called here: nothing is tapped).
  public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
    storedTitle = title
    storedStyle = style
    self.handler = handler
  }
}
