import Foundation
import LayoutRender
import Testing

/// `present(_:animated:)` shows the presented controller over the screen; `dismiss` takes it away.
@Suite struct PresentationTests {
  /// A 320 × 400 scene with a white root controller, 20 points of top safe area.
  private func screen(_ present: @escaping (UIViewController) -> Void) throws -> (
    RGBAImage, UIViewController
  ) {
    let host = UIViewController()
    let image = try Scene(
      "presenting", size: CGSize(width: 320, height: 400), scale: 1,
      safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      backgroundColor: .white
    ) { root in
      host.view.backgroundColor = .white
      host.appear(in: root)
      present(host)
    }.image()
    return (image, host)
  }

  /// A plain controller is a sheet: the screen behind dimmed by black at 40 % (255 × 0.6 = 153), the sheet 10 points
  /// below the 20-point safe area, its own background from there.
  @Test func aPlainControllerIsShownAsASheetOverADimmedScreen() throws {
    let sheet = UIViewController()
    let (image, host) = try screen { host in
      sheet.view.backgroundColor = .systemBlue
      host.present(sheet, animated: true)
    }
    #expect(host.presentedViewController === sheet && sheet.presentingViewController === host)
    #expect(sheet.view.frame == CGRect(x: 0, y: 30, width: 320, height: 370))
    let dimmed = image.pixel(x: 160, y: 10)
    #expect(dimmed.r == 153 && dimmed.g == 153 && dimmed.b == 153)
    let body = image.pixel(x: 160, y: 200)
    #expect(body.r == 0x00 && body.g == 0x7A && body.b == 0xFF)
    host.dismiss(animated: false)
    #expect(host.presentedViewController == nil && sheet.view.superview == nil)
  }

  /// A full-screen controller covers everything; an alert shows its own dimmed screen and card.
  @Test func fullScreenControllersAndAlertsCoverTheScreen() throws {
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    let (image, host) = try screen { host in
      cover.view.backgroundColor = .systemRed
      host.present(cover, animated: false)
    }
    #expect(cover.view.frame == CGRect(x: 0, y: 0, width: 320, height: 400))
    #expect(image.pixel(x: 160, y: 5).g < 100)
    // Presenting again from the same controller is refused, as UIKit refuses it.
    let (_, warnings) = Diagnostics.collect { host.present(UIViewController(), animated: false) }
    #expect(warnings.count == 1 && host.presentedViewController === cover)
    cover.dismiss(animated: false)
    #expect(host.presentedViewController == nil)

    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
    let (alerted, _) = try screen { host in
      host.present(alert, animated: true)
      #expect(host.view.superview?.subviews.last === alert.view)
    }
    #expect(alert.view.frame == CGRect(x: 0, y: 0, width: 320, height: 400))
    // The alert's own dimming over the white screen, away from its card: darker than white.
    #expect(alerted.pixel(x: 10, y: 10).r < 255)
  }
}
