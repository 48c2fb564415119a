// A notes editor: a title field and a UITextView that grows with its text (scrolling disabled), as forms embed it.
import LayoutRender

final class NoteEditorView: UIView {
  let titleField = UITextField()
  let bodyView = UITextView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    titleField.font = .boldSystemFont(ofSize: 22)
    titleField.placeholder = "Title"
    titleField.text = "Groceries"
    bodyView.isScrollEnabled = false
    bodyView.font = .preferredFont(forTextStyle: .body)
    bodyView.text = "Oat milk, two lemons, basil, a loaf of sourdough and something for Sunday's dessert."
    bodyView.backgroundColor = .secondarySystemBackground
    bodyView.layer.cornerRadius = 8
    for subview in [titleField, bodyView] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      addSubview(subview)
    }
    NSLayoutConstraint.activate([
      titleField.topAnchor.constraint(equalTo: topAnchor, constant: 16),
      titleField.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      titleField.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      bodyView.topAnchor.constraint(equalTo: titleField.bottomAnchor, constant: 12),
      bodyView.leadingAnchor.constraint(equalTo: titleField.leadingAnchor),
      bodyView.trailingAnchor.constraint(equalTo: titleField.trailingAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

_ = Scene("Notes text view", size: CGSize(width: 375, height: 220)) { root in
  root.addSubview(NoteEditorView(frame: root.bounds))
}
