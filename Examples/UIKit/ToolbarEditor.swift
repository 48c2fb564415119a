// A document screen in a navigation controller with its toolbar shown: items spread by flexible spaces above the
// home indicator, the content's safe area ending above the toolbar.
import UIKit

final class NoteViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Note"
    view.backgroundColor = .systemBackground
    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
    toolbarItems = [
      UIBarButtonItem(title: "Bold", style: .plain, target: nil, action: nil),
      .flexibleSpace(),
      UIBarButtonItem(title: "List", style: .plain, target: nil, action: nil),
      .flexibleSpace(),
      UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil),
    ]
    let text = UITextView()
    text.text = "Shopping: apples, flour, coffee. Call the plumber about the kitchen tap."
    text.font = .preferredFont(forTextStyle: .body)
    text.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(text)
    NSLayoutConstraint.activate([
      text.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      text.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      text.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
  }
}

import LayoutRender

_ = Scene("Toolbar editor", device: .iPhone15) { root in
  let navigation = UINavigationController(rootViewController: NoteViewController())
  navigation.isToolbarHidden = false
  navigation.appear(in: root)
}
