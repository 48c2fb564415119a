import Foundation

/// A nib archive (UIKit's `UINib`): Interface Builder files are not read here, so a nib only names itself, and
/// instantiating one gives nothing, with a warning naming it.
open class Nib: NSObject {
  /// The keys of the options an instantiation takes (UIKit's `UINib.OptionsKey`).
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Objects that stand for the nib's placeholders.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  public let name: String

  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
  }

  /// A nib from its archived data: the data is not read (nothing is unarchived here), so it is named "data".
  public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
    self.init(nibName: "data", bundle: bundleOrNil)
  }

  /// Nothing can be unarchived here: an empty list, and a warning naming the nib.
  open func instantiate(
    withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil
  ) -> [Any] {
    Diagnostics.report(Nib.unreadable(name))
    return []
  }

  /// The warning for a nib that was asked for.
  static func unreadable(_ name: String) -> Diagnostic {
    Diagnostic(
      .warning,
      "nib '\(name)' cannot be loaded: Interface Builder files are not read here; build the view in code"
    )
  }
}

extension Bundle {
  /// Loading a nib gives `nil` here, with a warning naming it (UIKit's `loadNibNamed(_:owner:options:)`): a view
  /// made from Interface Builder files cannot be drawn.
  @discardableResult
  public func loadNibNamed(_ name: String, owner: Any?, options: [Nib.OptionsKey: Any]? = nil)
    -> [Any]?
  {
    Diagnostics.report(Nib.unreadable(name))
    return nil
  }
}

public typealias UINib = Nib
