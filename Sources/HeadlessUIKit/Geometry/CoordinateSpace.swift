import Foundation

/// Something with its own coordinates that points and rectangles convert between (UIKit's `UICoordinateSpace`):
/// every view, and the screen's spaces.
public protocol CoordinateSpace: AnyObject {
  func convert(_ point: CGPoint, to coordinateSpace: any CoordinateSpace) -> CGPoint
  func convert(_ point: CGPoint, from coordinateSpace: any CoordinateSpace) -> CGPoint
  func convert(_ rect: CGRect, to coordinateSpace: any CoordinateSpace) -> CGRect
  func convert(_ rect: CGRect, from coordinateSpace: any CoordinateSpace) -> CGRect
  var bounds: CGRect { get }
}

extension View: CoordinateSpace {}

/// The screen's coordinate space: the root view's coordinates here, where every tree fills the screen.
final class ScreenCoordinateSpace: CoordinateSpace {
  let bounds: CGRect

  init(bounds: CGRect) {
    self.bounds = bounds
  }

  func convert(_ point: CGPoint, to coordinateSpace: any CoordinateSpace) -> CGPoint {
    (coordinateSpace as? View)?.convert(point, from: nil) ?? point
  }

  func convert(_ point: CGPoint, from coordinateSpace: any CoordinateSpace) -> CGPoint {
    (coordinateSpace as? View)?.convert(point, to: nil) ?? point
  }

  func convert(_ rect: CGRect, to coordinateSpace: any CoordinateSpace) -> CGRect {
    CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
  }

  func convert(_ rect: CGRect, from coordinateSpace: any CoordinateSpace) -> CGRect {
    CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
  }
}
