import Foundation
import Synchronization

/// The system pasteboard (UIKit's `UIPasteboard`), kept in memory for the process: what a test copies, it can
/// paste back; nothing reaches another app.
open class UIPasteboard: NSObject, @unchecked Sendable {
  // Unchecked: the items are kept under a lock; the rest is set once.

  /// A pasteboard's name (UIKit's `UIPasteboard.Name`).
  public struct Name: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The general pasteboard (UIKit's `com.apple.UIKit.pboard.general`).
    public static let general = Name("com.apple.UIKit.pboard.general")
  }

  /// Keys of the options of ``setItems(_:options:)`` (UIKit's `UIPasteboard.OptionsKey`): kept, never acted on.
  public struct OptionsKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
    public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
  }

  /// Posted when a pasteboard's contents change (UIKit's names).
  public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
  public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")

  /// The pasteboard's name.
  public let name: Name
  /// The contents, shared by every pasteboard object of the name.
  private let storage: Store

  /// The contents of one named pasteboard.
  private final class Store: Sendable {
    let contents = Mutex<(items: [[String: Any]], changes: Int)>(([], 0))
  }

  /// The contents by name.
  private static let stores = Mutex<[Name: Store]>([:])

  /// The general pasteboard.
  open class var general: UIPasteboard {
    UIPasteboard(name: .general, create: true) ?? UIPasteboard(name: .general, store: Store())
  }

  /// The pasteboard of a name, made when `create` is true and there is none yet; `nil` when there is none.
  public convenience init?(name pasteboardName: Name, create: Bool) {
    let store = Self.stores.withLock { stores -> Store? in
      if let known = stores[pasteboardName] { return known }
      guard create else { return nil }
      let made = Store()
      stores[pasteboardName] = made
      return made
    }
    guard let store else { return nil }
    self.init(name: pasteboardName, store: store)
  }

  private init(name: Name, store: Store) {
    self.name = name
    storage = store
    super.init()
  }

  /// A new pasteboard with a name of its own.
  open class func withUniqueName() -> UIPasteboard {
    UIPasteboard(name: Name("pasteboard-\(UUID().uuidString)"), store: Store())
  }

  /// Removes a pasteboard made by name.
  open class func remove(withName pasteboardName: Name) {
    _ = stores.withLock { $0.removeValue(forKey: pasteboardName) }
  }

  /// How many times the contents changed.
  open var changeCount: Int { storage.contents.withLock { $0.changes } }

  /// The items, each a dictionary of representations by type identifier.
  open var items: [[String: Any]] {
    get { storage.contents.withLock { $0.items } }
    set { setItems(newValue) }
  }

  /// How many items there are.
  open var numberOfItems: Int { items.count }

  /// Replaces the items.
  open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
    storage.contents.withLock {
      $0.items = items
      $0.changes += 1
    }
  }

  /// Adds items after the present ones.
  open func addItems(_ items: [[String: Any]]) {
    setItems(self.items + items)
  }

  /// Replaces the items with one value of a type.
  open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
    setItems([[pasteboardType: value]])
  }

  /// The first item's value of a type.
  open func value(forPasteboardType pasteboardType: String) -> Any? {
    items.first?[pasteboardType]
  }

  /// Replaces the items with data of a type.
  open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
    setValue(data, forPasteboardType: pasteboardType)
  }

  /// The first item's data of a type.
  open func data(forPasteboardType pasteboardType: String) -> Data? {
    value(forPasteboardType: pasteboardType) as? Data
  }

  /// The types of the first item.
  open var types: [String] { items.first.map { Array($0.keys).sorted() } ?? [] }

  private func values<T>(_ type: String, as: T.Type) -> [T] {
    items.compactMap { $0[type] as? T }
  }

  private func setValues(_ values: [Any]?, type: String) {
    setItems((values ?? []).map { [type: $0] })
  }

  /// The first string.
  open var string: String? {
    get { strings?.first }
    set { strings = newValue.map { [$0] } }
  }
  /// Every string, one per item.
  open var strings: [String]? {
    get { Self.nonEmpty(values(Self.textType, as: String.self)) }
    set { setValues(newValue, type: Self.textType) }
  }
  /// The first URL.
  open var url: URL? {
    get { urls?.first }
    set { urls = newValue.map { [$0] } }
  }
  /// Every URL, one per item.
  open var urls: [URL]? {
    get { Self.nonEmpty(values(Self.urlType, as: URL.self)) }
    set { setValues(newValue, type: Self.urlType) }
  }
  /// The first image.
  open var image: Image? {
    get { images?.first }
    set { images = newValue.map { [$0] } }
  }
  /// Every image, one per item.
  open var images: [Image]? {
    get { Self.nonEmpty(values(Self.imageType, as: Image.self)) }
    set { setValues(newValue, type: Self.imageType) }
  }
  /// The first colour.
  open var color: Color? {
    get { colors?.first }
    set { colors = newValue.map { [$0] } }
  }
  /// Every colour, one per item.
  open var colors: [Color]? {
    get { Self.nonEmpty(values(Self.colorType, as: Color.self)) }
    set { setValues(newValue, type: Self.colorType) }
  }

  /// Whether there is a string.
  open var hasStrings: Bool { strings != nil }
  /// Whether there is a URL.
  open var hasURLs: Bool { urls != nil }
  /// Whether there is an image.
  open var hasImages: Bool { images != nil }
  /// Whether there is a colour.
  open var hasColors: Bool { colors != nil }

  private static func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }

  // The uniform type identifiers UIKit files each kind under.
  private static let textType = "public.utf8-plain-text"
  private static let urlType = "public.url"
  private static let imageType = "public.image"
  private static let colorType = "com.apple.uikit.color"
}
