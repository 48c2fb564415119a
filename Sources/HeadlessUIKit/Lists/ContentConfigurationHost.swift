import Foundation

/// Shows a content configuration in a container (a cell's or header's content view): the configuration's view
/// fills the container, pinned to its edges by constraints, so the container's size follows the content.
struct ContentConfigurationHost {
  private(set) var contentView: (View & ContentView)?

  /// Shows `configuration` in `container`, reusing the current view when it supports the configuration.
  mutating func show(_ configuration: ContentConfiguration?, in container: View) {
    guard let configuration else {
      contentView?.removeFromSuperview()
      contentView = nil
      return
    }
    if let contentView, contentView.supports(configuration) {
      contentView.configuration = configuration
      return
    }
    contentView?.removeFromSuperview()
    let view = configuration.makeContentView()
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    LayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: container.topAnchor),
      view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ])
    contentView = view
  }
}
