import Foundation

/// A colour set of an asset catalog by name and bundle (Xcode's generated `ColorResource`, which its asset symbols
/// such as `UIColor.brand` are made of).
public struct ColorResource: Hashable, @unchecked Sendable {
  // Unchecked: `Bundle` is immutable once made and Foundation shares it across threads.
  public let name: String
  public let bundle: Bundle

  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

/// An image set of an asset catalog by name and bundle (Xcode's generated `ImageResource`).
public struct ImageResource: Hashable, @unchecked Sendable {
  // Unchecked: `Bundle` is immutable once made and Foundation shares it across threads.
  public let name: String
  public let bundle: Bundle

  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

extension Color {
  /// The colour of a generated asset symbol (`UIColor(resource: .brand)`); clear, with a warning, when the
  /// catalog has no such set.
  public convenience init(resource: ColorResource) {
    if let color = Color(named: resource.name, in: resource.bundle, compatibleWith: nil) {
      self.init(components: color.light, dark: color.dark)
    } else {
      Diagnostics.report(
        Diagnostic(.warning, "no colour set \"\(resource.name)\" in \(resource.bundle.bundlePath)"))
      self.init(red: 0, green: 0, blue: 0, alpha: 0)
    }
  }
}

extension Image {
  /// The image of a generated asset symbol (`UIImage(resource: .avatar)`); an empty image, with a warning, when the
  /// catalog has no such set.
  public convenience init(resource: ImageResource) {
    if let image = Image(named: resource.name, in: resource.bundle, compatibleWith: nil) {
      self.init(cgImage: image)
    } else {
      Diagnostics.report(
        Diagnostic(.warning, "no image set \"\(resource.name)\" in \(resource.bundle.bundlePath)"))
      self.init()
    }
  }
}
