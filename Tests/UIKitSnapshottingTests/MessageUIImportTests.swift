import Foundation
import MessageUI
import Testing
import UIKit

/// `import MessageUI`, as a screen that offers mail and messages writes it (docs/uikit-import.md, "MessageUI").
@MainActor @Suite struct MessageUIImportTests {
  /// A contact screen written for iOS: it offers mail only where the device can send it, as apps check.
  final class ContactViewController: UIViewController, MFMailComposeViewControllerDelegate,
    MFMessageComposeViewControllerDelegate
  {
    private(set) var fallbackShown = false

    func contactSupport() {
      guard MFMailComposeViewController.canSendMail() else {
        fallbackShown = true
        return
      }
      let composer = MFMailComposeViewController()
      composer.mailComposeDelegate = self
      present(composer, animated: true)
    }

    func mailComposeController(
      _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
      error: Error?
    ) {
      controller.dismiss(animated: true)
    }

    func messageComposeViewController(
      _ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult
    ) {
      controller.dismiss(animated: true)
    }
  }

  /// No mail account here: `canSendMail()` is false, as on a simulator without one, so the screen takes its other
  /// path; a composer keeps what is set on it.
  @Test func aScreenThatChecksForMailTakesItsOtherPath() {
    let screen = ContactViewController()
    screen.contactSupport()
    #expect(screen.fallbackShown)
    let composer = MFMailComposeViewController()
    composer.setToRecipients(["support@example.com"])
    composer.setSubject("Help")
    composer.setMessageBody("<p>Hi</p>", isHTML: true)
    composer.addAttachmentData(Data([1, 2]), mimeType: "image/png", fileName: "a.png")
    #expect(composer.toRecipients == ["support@example.com"] && composer.subject == "Help")
    #expect(composer.messageBody?.isHTML == true && composer.attachments.count == 1)
    #expect(MFMailComposeResult.sent.rawValue == 2 && MessageComposeResult.failed.rawValue == 2)
    let message = MFMessageComposeViewController()
    message.recipients = ["+1 555 0100"]
    message.body = "Hello"
    #expect(!MFMessageComposeViewController.canSendText())
    #expect(message.addAttachmentData(Data([1]), typeIdentifier: "public.png", filename: "b.png"))
    #expect(message.attachments?.count == 1)
  }
}
