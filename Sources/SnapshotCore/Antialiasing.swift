public import RenderCore

/// pixelmatch's antialiasing rule (docs/rendering.md, "Image comparison"): a differing pixel is antialiasing when it
/// sits on a brightness ramp between two flat regions, in both images.
public enum Antialiasing {
  /// Whether the pixel at (x, y) of `image` looks like antialiasing, judged with `other` as the second image.
  ///
  /// It is not antialiasing when more than two of its eight neighbours have its exact brightness (an image edge
  /// counts as one), or when no neighbour is strictly darker or none strictly brighter. Otherwise it is when its
  /// darkest or its brightest neighbour has more than two identical neighbours of its own in both images.
  public static func isAntialiased(x: Int, y: Int, in image: RGBAImage, other: RGBAImage) -> Bool {
    let (x0, y0) = (max(x - 1, 0), max(y - 1, 0))
    let (x2, y2) = (min(x + 1, image.width - 1), min(y + 1, image.height - 1))
    var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
    let centre = brightness(image, x, y)
    var (darkest, brightest) = (0.0, 0.0)
    var darkestAt = (0, 0)
    var brightestAt = (0, 0)
    for ny in y0...y2 {
      for nx in x0...x2 where nx != x || ny != y {
        let delta = brightness(image, nx, ny) - centre
        if delta == 0 {
          zeroes += 1
          if zeroes > 2 { return false }
        } else if delta < darkest {
          darkest = delta
          darkestAt = (nx, ny)
        } else if delta > brightest {
          brightest = delta
          brightestAt = (nx, ny)
        }
      }
    }
    if darkest == 0 || brightest == 0 { return false }
    return (hasManySiblings(image, darkestAt) && hasManySiblings(other, darkestAt))
      || (hasManySiblings(image, brightestAt) && hasManySiblings(other, brightestAt))
  }

  /// Whether more than two of the pixel's neighbours are identical to it (an image edge counts as one).
  static func hasManySiblings(_ image: RGBAImage, _ point: (Int, Int)) -> Bool {
    let (x, y) = point
    guard x < image.width, y < image.height else { return false }
    let (x0, y0) = (max(x - 1, 0), max(y - 1, 0))
    let (x2, y2) = (min(x + 1, image.width - 1), min(y + 1, image.height - 1))
    var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
    let centre = image.pixel(x: x, y: y)
    for ny in y0...y2 {
      for nx in x0...x2 where nx != x || ny != y {
        let neighbour = image.pixel(x: nx, y: ny)
        if neighbour == centre {
          zeroes += 1
          if zeroes > 2 { return true }
        }
      }
    }
    return false
  }

  private static func brightness(_ image: RGBAImage, _ x: Int, _ y: Int) -> Double {
    let p = image.pixel(x: x, y: y)
    return YIQ.brightness(p.r, p.g, p.b, p.a)
  }
}
