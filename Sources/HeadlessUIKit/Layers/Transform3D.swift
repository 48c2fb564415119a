import Foundation

/// A 3-D transform of a layer (Core Animation's `CATransform3D`): a 4 × 4 matrix acting on row vectors, as Core
/// Animation's does.
///
/// The renderer draws the flat (affine) part: a transform with perspective (`m34`) or a rotation out of the screen
/// plane is drawn flattened, and an error diagnostic says so.
public struct CATransform3D: Hashable, Sendable {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// A transform from its sixteen entries, row by row.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The transform of an affine one (the same map in the screen plane).
  public init(_ affine: CGAffineTransform) {
    self.init(
      m11: affine.a, m12: affine.b, m13: 0, m14: 0, m21: affine.c, m22: affine.d, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: affine.tx, m42: affine.ty, m43: 0, m44: 1)
  }

  /// The part that acts in the screen plane.
  public var affine: CGAffineTransform {
    CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// Whether the transform is the same as its affine part (no depth, no perspective).
  public var isAffine: Bool {
    m13 == 0 && m23 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m43 == 0 && m14 == 0 && m24 == 0
      && m34 == 0 && m44 == 1
  }

  /// `self` then `other` (Core Animation's `CATransform3DConcat(self, other)`).
  public func concatenating(_ other: CATransform3D) -> CATransform3D {
    let a = rows
    let b = other.rows
    var r = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 {
      for j in 0..<4 { r[i][j] = (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } }
    }
    return CATransform3D(rows: r)
  }

  private var rows: [[CGFloat]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  private init(rows r: [[CGFloat]]) {
    self.init(
      m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1],
      m23: r[1][2], m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
      m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
  }
}

/// The transform that changes nothing.
public let CATransform3DIdentity = CATransform3D(CGAffineTransform.identity)

/// Whether a transform is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// A translation.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3DIdentity
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

/// A scale.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// A rotation by `angle` radians about the axis (x, y, z) (Rodrigues' formula, Core Animation's convention).
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0 else { return CATransform3DIdentity }
  let (u, v, w) = (x / length, y / length, z / length)
  let (c, s) = (cos(angle), sin(angle))
  let k = 1 - c
  return CATransform3D(
    m11: c + u * u * k, m12: u * v * k + w * s, m13: u * w * k - v * s, m14: 0,
    m21: u * v * k - w * s, m22: c + v * v * k, m23: v * w * k + u * s, m24: 0,
    m31: u * w * k + v * s, m32: v * w * k - u * s, m33: c + w * w * k, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  a.concatenating(b)
}

/// A translation, then `t`.
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// A scale, then `t`.
public func CATransform3DScale(
  _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
  CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// A rotation, then `t`.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// The transform of an affine one.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  CATransform3D(m)
}

/// Whether a transform has only an affine part.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// The affine part of a transform.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affine }
