import Foundation

/// The system's file picker (UIKit's `UIDocumentPickerViewController`): presented like any controller, drawn as an
/// empty sheet; nothing is ever picked, so its delegate hears nothing.
@preconcurrency @MainActor
open class UIDocumentPickerViewController: ViewController {
  /// What the picker does with the documents (UIKit's deprecated `UIDocumentPickerMode`).
  public let documentPickerMode: UIDocumentPickerMode
  /// The uniform type identifiers it offers, or the URLs it exports.
  public let documentTypes: [String]
  public let urls: [URL]
  open weak var delegate: UIDocumentPickerDelegate?
  open var allowsMultipleSelection = false
  open var shouldShowFileExtensions = false
  open var directoryURL: URL?

  /// A picker opening or importing documents of the given types.
  public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
    documentTypes = allowedUTIs
    documentPickerMode = mode
    urls = []
    super.init(nibName: nil, bundle: nil)
  }

  /// A picker exporting or moving the documents at `urls`.
  public init(forExporting urls: [URL], asCopy: Bool = false) {
    documentTypes = []
    documentPickerMode = asCopy ? .exportToService : .moveToService
    self.urls = urls
    super.init(nibName: nil, bundle: nil)
  }

  /// A picker exporting or moving one document.
  public convenience init(url: URL, in mode: UIDocumentPickerMode) {
    self.init(forExporting: [url], asCopy: mode == .exportToService)
  }

  public required init?(coder: NSCoder) {
    documentTypes = []
    documentPickerMode = .import
    urls = []
    super.init(coder: coder)
  }
}

/// What a document picker does (UIKit's `UIDocumentPickerMode`).
public enum UIDocumentPickerMode: UInt, Sendable {
  case `import` = 0, open, exportToService, moveToService
}

/// Hears what a document picker picked (UIKit's `UIDocumentPickerDelegate`): nothing is picked here.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
  func documentPicker(
    _ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
  func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
  public func documentPicker(
    _ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]
  ) {}
  public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}
