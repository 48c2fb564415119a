import Foundation

extension ViewController {
  /// Calls `updateContentUnavailableConfiguration(using:)` on this controller and its descendants whose views are
  /// loaded, as UIKit does before a controller's view appears; whether any of them shows a configuration.
  func updateContentUnavailableConfigurations() -> Bool {
    var shows = false
    if isViewLoaded {
      setNeedsUpdateContentUnavailableConfiguration()
      shows = contentUnavailableConfiguration != nil
    }
    for child in children where child.updateContentUnavailableConfigurations() { shows = true }
    return shows
  }

  /// Lays the content-unavailable configuration's view over the controller's view (made again only when the view
  /// cannot show the new configuration), updated for the current state, or takes it away when there is none.
  ///
  /// Before the view is loaded nothing happens: the view is laid over when the controller appears.
  func showContentUnavailableConfiguration() {
    guard isViewLoaded else { return }
    let shown = storedValues["contentUnavailableView"] as? View
    guard let configuration = contentUnavailableConfiguration else {
      shown?.removeFromSuperview()
      storedValues["contentUnavailableView"] = nil
      return
    }
    let updated = configuration.updated(for: contentUnavailableConfigurationState)
    let contentView: View & ContentView
    if let shown = shown as? View & ContentView, shown.supports(updated) {
      contentView = shown
      contentView.configuration = updated
    } else {
      shown?.removeFromSuperview()
      contentView = updated.makeContentView()
      storedValues["contentUnavailableView"] = contentView
    }
    contentView.frame = view.bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    // Above whatever the controller's view holds, as UIKit places it.
    view.addSubview(contentView)
  }
}
