import Foundation
import HeadlessUIKit
import Render
import Testing

/// Buttons and text fields: intrinsic sizes are the text plus the content insets; styles set the colours.
@Suite struct ControlTests {
  @Test func buttonSizeIsTitlePlusInsets() {
    let title = Label("Continue")
    let button = Button(title: "Continue")
    #expect(abs(button.intrinsicContentSize.width - (title.intrinsicContentSize.width + 24)) < 1e-9)
    #expect(
      abs(button.intrinsicContentSize.height - (title.intrinsicContentSize.height + 14)) < 1e-9)
  }

  @Test func stylesAreConfigurationsWithATitle() {
    var filled = Button.Configuration.filled()
    filled.title = "A"
    #expect(Button(title: "A", style: .filled).configuration == filled)
    #expect(Button(title: "A", style: .bordered).configuration?.look == .gray)
    #expect(Button(title: "A", style: .plain).configuration?.look == .plain)
    // The view's own background stays unset: the configuration draws its background, as in UIKit.
    #expect(Button(title: "A", style: .filled).backgroundColor == nil)
    #expect(Button(title: "A", style: .filled).currentTitleColor == .white)
    #expect(Button(title: "A", style: .bordered).currentTitleColor == .systemBlue)
  }

  @Test func fieldsShowThePlaceholderUntilThereIsText() {
    let field = TextField(placeholder: "Email")
    let placeholderWidth = field.intrinsicContentSize.width
    #expect(abs(placeholderWidth - (Label("Email").intrinsicContentSize.width + 16)) < 1e-9)
    field.text = "someone@example.com"
    #expect(field.intrinsicContentSize.width > placeholderWidth)
    #expect(field.borderWidth == 1 && field.cornerRadius == 5)
  }

  @Test func aFilledButtonDrawsItsBackgroundAndWhiteText() throws {
    let image = try Scene("button", size: CGSize(width: 200, height: 60), scale: 1) { root in
      let button = Button(title: "Continue")
      button.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(button)
      LayoutConstraint.activate([
        button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        button.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
        button.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      ])
    }.image()
    let corner = image.pixel(x: 14, y: 14)
    #expect(corner.r == 0x00 && corner.g == 0x7A && corner.b == 0xFF)
    let whitish = stride(from: 0, to: image.pixels.count, by: 4).filter { index in
      let y = index / 4 / image.width
      return y > 12 && y < 40 && image.pixels[index] > 200 && image.pixels[index + 2] > 200
        && image.pixels[index + 1] > 200
        && index / 4 % image.width > 30 && index / 4 % image.width < 170
    }.count
    #expect(whitish > 50, "no white title pixels inside the button")
  }
}
