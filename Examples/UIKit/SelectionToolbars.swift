// Standalone toolbars: a selection toolbar with an opaque scroll-edge appearance, system items (.action, .trash), a
// custom-view count between flexible spaces and a red-tinted item, and a formatting toolbar with a bar tint, fixed
// spaces, a disabled item and a menu item, as photo pickers and editors build them without a navigation controller.
import UIKit

func makeSelectionToolbar(count: Int) -> UIToolbar {
  let toolbar = UIToolbar()
  // Keep the bar's material and hairline even with nothing scrolled under it (iOS 15's scroll-edge look is clear).
  let appearance = UIToolbarAppearance()
  appearance.configureWithDefaultBackground()
  toolbar.standardAppearance = appearance
  toolbar.scrollEdgeAppearance = appearance
  let countLabel = UILabel()
  countLabel.text = "\(count) Photos Selected"
  countLabel.font = .systemFont(ofSize: 15, weight: .semibold)
  let delete = UIBarButtonItem(systemItem: .trash)
  delete.tintColor = .systemRed
  toolbar.items = [
    UIBarButtonItem(systemItem: .action),
    .flexibleSpace(),
    UIBarButtonItem(customView: countLabel),
    .flexibleSpace(),
    delete,
  ]
  return toolbar
}

func makeFormattingToolbar() -> UIToolbar {
  let toolbar = UIToolbar()
  toolbar.barTintColor = .systemGray6
  toolbar.tintColor = .systemIndigo
  let undo = UIBarButtonItem(barButtonSystemItem: .undo, target: nil, action: nil)
  let redo = UIBarButtonItem(barButtonSystemItem: .redo, target: nil, action: nil)
  redo.isEnabled = false
  let styles = UIMenu(title: "Paragraph style", children: [
    UIAction(title: "Title") { _ in },
    UIAction(title: "Heading") { _ in },
    UIAction(title: "Body", state: .on) { _ in },
  ])
  toolbar.setItems([
    undo,
    .fixedSpace(16),
    redo,
    .flexibleSpace(),
    UIBarButtonItem(title: "Body", image: nil, primaryAction: nil, menu: styles),
    .fixedSpace(8),
    UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil),
  ], animated: false)
  return toolbar
}

import LayoutRender

_ = Scene(
  "Selection toolbars", size: CGSize(width: 375, height: 320),
  safeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
) { root in
  root.backgroundColor = .systemBackground
  let formatting = makeFormattingToolbar()
  let selection = makeSelectionToolbar(count: 3)
  let photos = UIView()
  photos.backgroundColor = .systemTeal.withAlphaComponent(0.25)
  for subview in [photos, formatting, selection] {
    subview.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(subview)
  }
  NSLayoutConstraint.activate([
    formatting.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
    formatting.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    formatting.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    photos.topAnchor.constraint(equalTo: formatting.bottomAnchor),
    photos.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    photos.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    photos.bottomAnchor.constraint(equalTo: selection.topAnchor),
    selection.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    selection.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    selection.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
  ])
}
