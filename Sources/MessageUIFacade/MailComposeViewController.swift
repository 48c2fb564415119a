import Foundation
import UIKitFacade

/// The mail composer (MessageUI's `MFMailComposeViewController`): what a screen sets on it is kept, and nothing is
/// ever sent.
///
/// `canSendMail()` answers `false`, as on a device or simulator without a mail account (a test machine's case), so
/// code that checks it first takes its other path; a composer made anyway is a navigation controller whose delegate
/// is never told a result.
open class MFMailComposeViewController: UINavigationController {
  /// Whether the device can send mail: never, here.
  open class func canSendMail() -> Bool { false }

  /// Told when the composer finishes: never, here.
  open weak var mailComposeDelegate: MFMailComposeViewControllerDelegate?

  /// The subject line set.
  public private(set) var subject: String?
  /// The recipients set, by field.
  public private(set) var toRecipients: [String]?
  public private(set) var ccRecipients: [String]?
  public private(set) var bccRecipients: [String]?
  /// The body set, and whether it is HTML.
  public private(set) var messageBody: (body: String, isHTML: Bool)?
  /// The attachments added, in order.
  public private(set) var attachments: [(data: Data, mimeType: String, fileName: String)] = []
  /// The sending address preferred.
  public private(set) var preferredSendingEmailAddress: String?

  open func setSubject(_ subject: String) { self.subject = subject }
  open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients }
  open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients }
  open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients }
  open func setMessageBody(_ body: String, isHTML: Bool) { messageBody = (body, isHTML) }
  open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
    attachments.append((attachment, mimeType, filename))
  }
  open func setPreferredSendingEmailAddress(_ emailAddress: String) {
    preferredSendingEmailAddress = emailAddress
  }
}

/// What a mail composer tells when it finishes (MessageUI's `MFMailComposeViewControllerDelegate`; its one method
/// is optional).
@preconcurrency @MainActor
public protocol MFMailComposeViewControllerDelegate: AnyObject {
  func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
    error: Error?)
}

extension MFMailComposeViewControllerDelegate {
  public func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
    error: Error?
  ) {}
}

/// How a mail composer finished (MessageUI's `MFMailComposeResult`, with its raw values).
public enum MFMailComposeResult: Int, Sendable {
  case cancelled = 0, saved, sent, failed
}

/// The error domain of mail composing (MessageUI's `MFMailComposeErrorDomain`).
public let MFMailComposeErrorDomain = "MFMailComposeErrorDomain"

/// A mail composer's failure (MessageUI's `MFMailComposeError`).
public struct MFMailComposeError: Error, Hashable, Sendable {
  /// What failed, with MessageUI's raw values.
  public enum Code: Int, Sendable {
    case saveFailed = 0, sendFailed
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static var errorDomain: String { MFMailComposeErrorDomain }
  public static var saveFailed: Code { .saveFailed }
  public static var sendFailed: Code { .sendFailed }
}
