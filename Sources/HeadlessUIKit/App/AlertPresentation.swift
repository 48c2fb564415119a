import Foundation

/// The views of an alert controller.
///
/// A dimmed screen with the alert's card in the middle, or an action sheet's cards at the bottom. Approximations of iOS 17's look (docs/uikit-bars.md, "Alerts"), built from stacks.
struct AlertPresentation {
  let alert: AlertController

  /// An alert's card is 270 points wide; an action is 44 points tall in an alert, 57 in a sheet.
  private static let alertWidth: CGFloat = 270
  private static let alertButtonHeight: CGFloat = 44
  private static let sheetButtonHeight: CGFloat = 57
  private static let cornerRadius: CGFloat = 14

  func makeView() -> View {
    let screen = View()
    screen.backgroundColor = Color(white: 0, alpha: 0.2)
    alert.preferredStyle == .alert ? placeAlert(in: screen) : placeSheet(in: screen)
    return screen
  }

  private func placeAlert(in screen: View) {
    let card = makeCard(
      header: header(titleSize: 17, titleWeight: .semibold, color: .label), fields: true)
    // UIKit puts the cancel action on the left of a row of two, and last in a column.
    let others = alert.actions.filter { $0.style != .cancel }
    let cancels = alert.actions.filter { $0.style == .cancel }
    let buttons = alert.actions.count == 2 ? cancels + others : others + cancels
    card.addArrangedSubview(Self.separator())
    if buttons.count == 2 {
      let row = StackView(arrangedSubviews: [
        button(buttons[0], height: Self.alertButtonHeight), Self.separator(vertical: true),
        button(buttons[1], height: Self.alertButtonHeight),
      ])
      row.distribution = .fill
      row.arrangedSubviews[0].widthAnchor.constraint(equalTo: row.arrangedSubviews[2].widthAnchor)
        .isActive = true
      card.addArrangedSubview(row)
    } else {
      for (index, action) in buttons.enumerated() {
        if index > 0 { card.addArrangedSubview(Self.separator()) }
        card.addArrangedSubview(button(action, height: Self.alertButtonHeight))
      }
    }
    if buttons.isEmpty { card.arrangedSubviews.last?.removeFromSuperview() }
    screen.addSubview(card)
    card.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      card.widthAnchor.constraint(equalToConstant: Self.alertWidth),
      card.centerXAnchor.constraint(equalTo: screen.centerXAnchor),
      card.centerYAnchor.constraint(equalTo: screen.centerYAnchor),
    ])
  }

  private func placeSheet(in screen: View) {
    let card = makeCard(
      header: header(titleSize: 13, titleWeight: .semibold, color: .secondaryLabel), fields: false)
    for action in alert.actions where action.style != .cancel {
      card.addArrangedSubview(Self.separator())
      card.addArrangedSubview(button(action, height: Self.sheetButtonHeight))
    }
    let column = StackView(arrangedSubviews: [card])
    column.axis = .vertical
    column.spacing = 8
    if let cancel = alert.actions.first(where: { $0.style == .cancel }) {
      let cancelCard = makeCard(header: nil, fields: false)
      cancelCard.addArrangedSubview(button(cancel, height: Self.sheetButtonHeight))
      column.addArrangedSubview(cancelCard)
    }
    screen.addSubview(column)
    column.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      column.leadingAnchor.constraint(
        equalTo: screen.safeAreaLayoutGuide.leadingAnchor, constant: 8),
      column.trailingAnchor.constraint(
        equalTo: screen.safeAreaLayoutGuide.trailingAnchor, constant: -8),
      column.bottomAnchor.constraint(
        equalTo: screen.safeAreaLayoutGuide.bottomAnchor, constant: -8),
    ])
  }

  /// A rounded vertical stack on the alert's background, with the header and the text fields.
  private func makeCard(header: View?, fields: Bool) -> StackView {
    let card = StackView()
    card.axis = .vertical
    card.backgroundColor = .secondarySystemBackground
    card.layer.cornerRadius = Self.cornerRadius
    card.clipsToBounds = true
    if let header { card.addArrangedSubview(header) }
    if fields, let textFields = alert.textFields {
      let column = StackView(arrangedSubviews: textFields)
      column.axis = .vertical
      column.spacing = 4
      column.isLayoutMarginsRelativeArrangement = true
      column.directionalLayoutMargins = DirectionalEdgeInsets(
        top: 0, leading: 16, bottom: 16, trailing: 16)
      card.addArrangedSubview(column)
    }
    return card
  }

  /// The title and the message, centred, inside insets; `nil` when there are neither.
  private func header(titleSize: CGFloat, titleWeight: Font.Weight, color: Color) -> View? {
    var lines: [View] = []
    if let title = alert.title, !title.isEmpty {
      lines.append(
        Self.label(title, font: .systemFont(ofSize: titleSize, weight: titleWeight), color: color))
    }
    if let message = alert.message, !message.isEmpty {
      lines.append(Self.label(message, font: .systemFont(ofSize: 13), color: color))
    }
    guard !lines.isEmpty else { return nil }
    let stack = StackView(arrangedSubviews: lines)
    stack.axis = .vertical
    stack.spacing = 4
    stack.isLayoutMarginsRelativeArrangement = true
    stack.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 20, leading: 16, bottom: 20, trailing: 16)
    return stack
  }

  private static func label(_ text: String, font: Font, color: Color) -> Label {
    let label = Label(text)
    label.font = font
    label.textColor = color
    label.textAlignment = .center
    label.numberOfLines = 0
    return label
  }

  private func button(_ action: AlertAction, height: CGFloat) -> View {
    let bold =
      action === alert.preferredAction || (alert.preferredAction == nil && action.style == .cancel)
    let color: Color =
      !action.isEnabled ? .tertiaryLabel : action.style == .destructive ? .systemRed : .systemBlue
    let label = Self.label(
      action.title ?? "", font: .systemFont(ofSize: 17, weight: bold ? .semibold : .regular),
      color: color)
    label.numberOfLines = 1
    label.heightAnchor.constraint(equalToConstant: height).isActive = true
    return label
  }

  private static func separator(vertical: Bool = false) -> View {
    let line = View()
    line.backgroundColor = .separator
    let thickness: CGFloat = 1 / 3
    (vertical ? line.widthAnchor : line.heightAnchor).constraint(equalToConstant: thickness)
      .isActive = true
    return line
  }
}
