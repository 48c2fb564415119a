import Foundation

// UIKit's string forms of geometry (`NSCoder.string(for:)` and `NSCoder.cgPoint(for:)` with their siblings, the
// Swift spellings of `NSStringFromCGPoint` and `CGPointFromString`): numbers in braces, `{x, y}`, `{w, h}` and
// `{{x, y}, {w, h}}`. A string that does not hold enough numbers gives zeros, as UIKit's parsing does.
extension NSCoder {
  /// `{x, y}`.
  public static func string(for point: CGPoint) -> String { "{\(text(point.x)), \(text(point.y))}" }
  /// `{width, height}`.
  public static func string(for size: CGSize) -> String {
    "{\(text(size.width)), \(text(size.height))}"
  }
  /// `{{x, y}, {width, height}}`.
  public static func string(for rect: CGRect) -> String {
    "{\(string(for: rect.origin)), \(string(for: rect.size))}"
  }

  /// The point `{x, y}` describes.
  public static func cgPoint(for string: String) -> CGPoint {
    let values = numbers(in: string, count: 2)
    return CGPoint(x: values[0], y: values[1])
  }
  /// The size `{width, height}` describes.
  public static func cgSize(for string: String) -> CGSize {
    let values = numbers(in: string, count: 2)
    return CGSize(width: values[0], height: values[1])
  }
  /// The rectangle `{{x, y}, {width, height}}` describes.
  public static func cgRect(for string: String) -> CGRect {
    let values = numbers(in: string, count: 4)
    return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  /// A number as UIKit writes it: whole numbers without a decimal point.
  private static func text(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
  }

  /// The first `count` numbers in `string`, zeros when there are fewer.
  private static func numbers(in string: String, count: Int) -> [CGFloat] {
    let separators = CharacterSet(charactersIn: "{}, \t\n")
    var values = string.components(separatedBy: separators).compactMap { Double($0) }.map {
      CGFloat($0)
    }
    values += Array(repeating: 0, count: max(count - values.count, 0))
    return Array(values.prefix(count))
  }
}

extension CGFloat {
  /// The number's value as a `CGFloat` (Foundation's `CGFloat(_: NSNumber)` on Apple platforms).
  public init(_ number: NSNumber) {
    self.init(number.doubleValue)
  }
}
