import Foundation

/// One attribute of a layout item, from which constraints are made (UIKit's `NSLayoutAnchor`).
///
/// The type parameter keeps anchors of different kinds apart at compile time: an x-axis anchor relates only to
/// x-axis anchors, a y-axis anchor to y-axis anchors, a dimension to dimensions.
open class LayoutAnchor<AnchorType: AnyObject> {
  /// The item the anchor belongs to.
  public let item: LayoutItem
  /// The attribute it stands for.
  public let attribute: LayoutAttribute

  /// Creates an anchor for an item's attribute.
  public required init(item: LayoutItem, attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }

  /// `self == anchor + constant`.
  open func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0)
    -> LayoutConstraint
  {
    relate(.equal, anchor, constant: constant)
  }

  /// `self >= anchor + constant`.
  open func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0)
    -> LayoutConstraint
  {
    relate(.greaterThanOrEqual, anchor, constant: constant)
  }

  /// `self <= anchor + constant`.
  open func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0)
    -> LayoutConstraint
  {
    relate(.lessThanOrEqual, anchor, constant: constant)
  }

  /// A constraint between this anchor and another, the funnel every anchor method uses.
  public func relate(
    _ relation: LayoutRelation, _ anchor: LayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
    constant: CGFloat
  ) -> LayoutConstraint {
    LayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
      attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }
}

/// An anchor on the horizontal axis: left, right, leading, trailing, centre X (UIKit's `NSLayoutXAxisAnchor`).
open class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// An anchor on the vertical axis: top, bottom, centre Y, baselines (UIKit's `NSLayoutYAxisAnchor`).
open class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}

/// A width or a height (UIKit's `NSLayoutDimension`); a width may relate to a height (an aspect ratio).
open class LayoutDimension: LayoutAnchor<LayoutDimension> {
  /// `self == constant`.
  open func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
    relate(.equal, nil, constant: constant)
  }

  /// `self >= constant`.
  open func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
    relate(.greaterThanOrEqual, nil, constant: constant)
  }

  /// `self <= constant`.
  open func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
    relate(.lessThanOrEqual, nil, constant: constant)
  }

  /// `self == anchor × multiplier + constant`.
  open func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0)
    -> LayoutConstraint
  {
    relate(.equal, anchor, multiplier: multiplier, constant: constant)
  }

  /// `self >= anchor × multiplier + constant`.
  open func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  )
    -> LayoutConstraint
  {
    relate(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
  }

  /// `self <= anchor × multiplier + constant`.
  open func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  )
    -> LayoutConstraint
  {
    relate(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
  }
}

extension LayoutItem {
  public var leftAnchor: SlotXAxisAnchor<LeftSlot> { SlotXAxisAnchor(item: self, attribute: .left) }
  public var rightAnchor: SlotXAxisAnchor<RightSlot> {
    SlotXAxisAnchor(item: self, attribute: .right)
  }
  public var leadingAnchor: SlotXAxisAnchor<LeadingSlot> {
    SlotXAxisAnchor(item: self, attribute: .leading)
  }
  public var trailingAnchor: SlotXAxisAnchor<TrailingSlot> {
    SlotXAxisAnchor(item: self, attribute: .trailing)
  }
  public var centerXAnchor: SlotXAxisAnchor<CenterXSlot> {
    SlotXAxisAnchor(item: self, attribute: .centerX)
  }
  public var topAnchor: SlotYAxisAnchor<TopSlot> { SlotYAxisAnchor(item: self, attribute: .top) }
  public var bottomAnchor: SlotYAxisAnchor<BottomSlot> {
    SlotYAxisAnchor(item: self, attribute: .bottom)
  }
  public var centerYAnchor: SlotYAxisAnchor<CenterYSlot> {
    SlotYAxisAnchor(item: self, attribute: .centerY)
  }
  public var widthAnchor: SlotDimension<WidthSlot> { SlotDimension(item: self, attribute: .width) }
  public var heightAnchor: SlotDimension<HeightSlot> {
    SlotDimension(item: self, attribute: .height)
  }
}

extension View {
  var firstBaselineAnchorImplementation: SlotYAxisAnchor<BaselineSlot> {
    SlotYAxisAnchor(item: self, attribute: .firstBaseline)
  }
  var lastBaselineAnchorImplementation: SlotYAxisAnchor<BaselineSlot> {
    SlotYAxisAnchor(item: self, attribute: .lastBaseline)
  }
}
