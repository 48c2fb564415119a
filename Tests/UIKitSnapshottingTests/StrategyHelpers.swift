import SnapshotTesting
import Testing
import UIKit

/// What a strategy snapshots `value` as, taken synchronously.
func snapshot<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>) throws
  -> Format
{
  var result: Format?
  strategy.snapshot(value).run { result = $0 }
  return try #require(result)
}

/// The pixel at (x, y) of an image, in pixels, straight RGBA.
func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
  let (red, green, blue, alpha) = image.bitmap.pixel(x: x, y: y)
  return [red, green, blue, alpha]
}

let red: [UInt8] = [255, 0, 0, 255]
let green: [UInt8] = [0, 255, 0, 255]
let blue: [UInt8] = [0, 0, 255, 255]
let white: [UInt8] = [255, 255, 255, 255]
