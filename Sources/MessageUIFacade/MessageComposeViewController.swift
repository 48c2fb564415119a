import Foundation
import UIKitFacade

/// The message composer (MessageUI's `MFMessageComposeViewController`): what a screen sets on it is kept, and
/// nothing is ever sent.
///
/// `canSendText()` answers `false`, as on a simulator or a device that cannot send messages, so code that checks it
/// first takes its other path.
open class MFMessageComposeViewController: UINavigationController {
  /// Whether the device can send text messages: never, here.
  open class func canSendText() -> Bool { false }
  /// Whether messages can have a subject: never, here.
  open class func canSendSubject() -> Bool { false }
  /// Whether messages can carry attachments: never, here.
  open class func canSendAttachments() -> Bool { false }
  /// Whether a type of attachment can be sent: none, here.
  open class func isSupportedAttachmentUTI(_ uti: String) -> Bool { false }

  /// Told when the composer finishes: never, here.
  open weak var messageComposeDelegate: MFMessageComposeViewControllerDelegate?
  open var recipients: [String]?
  open var body: String?
  open var subject: String?
  /// The attachments added, each with its URL or data, type and file name under MessageUI's keys.
  open private(set) var attachments: [[AnyHashable: Any]]?

  /// Adds an attachment from a file; `true`, as it is kept.
  open func addAttachmentURL(_ attachmentURL: URL, withAlternateFilename alternateFilename: String?)
    -> Bool
  {
    var attachment: [AnyHashable: Any] = ["url": attachmentURL]
    attachment["filename"] = alternateFilename
    attachments = (attachments ?? []) + [attachment]
    return true
  }

  /// Adds an attachment from data; `true`, as it is kept.
  open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String)
    -> Bool
  {
    attachments =
      (attachments ?? []) + [["data": attachmentData, "uti": uti, "filename": filename]]
    return true
  }

  /// Stops the user adding attachments (nobody adds any here).
  open func disableUserAttachments() {}
}

/// What a message composer tells when it finishes (MessageUI's `MFMessageComposeViewControllerDelegate`).
@preconcurrency @MainActor
public protocol MFMessageComposeViewControllerDelegate: AnyObject {
  func messageComposeViewController(
    _ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

/// How a message composer finished (MessageUI's `MessageComposeResult`, with its raw values).
public enum MessageComposeResult: Int, Sendable {
  case cancelled = 0, sent, failed
}
