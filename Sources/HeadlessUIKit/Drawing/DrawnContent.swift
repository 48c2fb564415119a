import Foundation

/// One thing a view shows besides its own background and border, in the view's coordinates.
///
/// The renderer draws these for labels, images and controls, so that views need no drawing library. Not API.
package enum DrawnContent {
  /// A filled rectangle with rounded corners.
  case fill(CGRect, Color, cornerRadius: CGFloat)
  /// A filled ellipse.
  case ellipse(CGRect, Color)
  /// The outline of a rectangle with rounded corners, stroked inside it (as a layer's border is).
  case stroke(CGRect, Color, cornerRadius: CGFloat, lineWidth: CGFloat)
  /// A straight line with round ends.
  case line(from: CGPoint, to: CGPoint, Color, lineWidth: CGFloat)
  /// Text laid out in a rectangle, centred vertically in it.
  case text(TextStyle, CGRect, Color)
  /// A horizontal line one device pixel thick whose bottom edge is at `y` (a list's separator).
  case hairline(y: CGFloat, from: CGFloat, to: CGFloat, Color)
  /// An image scaled into a rectangle, in a tint colour when it is a template.
  case image(Image, CGRect, tint: Color?)
}

/// A view that shows content besides its background and border.
///
/// Not API.
@preconcurrency @MainActor
package protocol ContentDrawing: View {
  /// What to draw, back to front, in the view's coordinates.
  var drawnContent: [DrawnContent] { get }
  /// What to draw above the layers code added to the view's layer, and below its subviews (a button's title and
  /// image, which UIKit keeps in subviews it adds when it lays the button out, after those layers).
  var drawnContentAboveSublayers: [DrawnContent] { get }
}

extension ContentDrawing {
  package var drawnContentAboveSublayers: [DrawnContent] { [] }
}
