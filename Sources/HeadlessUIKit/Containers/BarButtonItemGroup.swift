import Foundation

/// Bar button items kept together, shown as one representative item when space runs short (UIKit's
/// `UIBarButtonItemGroup`).
///
/// Groups are stored for the iPad layouts that use them; an iPhone bar shows its items.
open class BarButtonItemGroup {
  /// The items, in order.
  open var barButtonItems: [BarButtonItem]
  /// The item shown in their place when they do not fit.
  open var representativeItem: BarButtonItem?
  /// Whether the representative item shows now: never, as everything fits here.
  open var isDisplayingRepresentativeItem: Bool { false }
  /// Whether the group stays in the bar when the bar is crowded (stored).
  open var alwaysAvailable = false
  /// Whether the group is hidden (stored).
  open var isHidden = false
  /// The menu that stands for the group in an overflow menu (stored).
  open var menuRepresentation: MenuElement?

  /// A group of items with an optional representative.
  public init(barButtonItems: [BarButtonItem], representativeItem: BarButtonItem?) {
    self.barButtonItems = barButtonItems
    self.representativeItem = representativeItem
  }

  /// UIKit's archive initialiser; there are no archives here, so it makes an empty group.
  public required init?(coder: NSCoder) {
    barButtonItems = []
  }

  /// A group that cannot be moved or removed in customisation.
  open class func fixedGroup(representativeItem: BarButtonItem? = nil, items: [BarButtonItem])
    -> BarButtonItemGroup
  {
    BarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
  }

  /// A group that customisation may move.
  open class func movableGroup(
    customizationIdentifier: String, representativeItem: BarButtonItem? = nil,
    items: [BarButtonItem]
  ) -> BarButtonItemGroup {
    BarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
  }

  /// A group that customisation may add or remove.
  open class func optionalGroup(
    customizationIdentifier: String, isInDefaultCustomization: Bool = true,
    representativeItem: BarButtonItem? = nil,
    items: [BarButtonItem]
  ) -> BarButtonItemGroup {
    let group = BarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
    group.isHidden = !isInDefaultCustomization
    return group
  }
}

extension BarButtonItem {
  /// This item alone in a group that customisation may add or remove.
  public func creatingOptionalGroup(
    customizationIdentifier: String, isInDefaultCustomization: Bool = true
  )
    -> BarButtonItemGroup
  {
    .optionalGroup(
      customizationIdentifier: customizationIdentifier,
      isInDefaultCustomization: isInDefaultCustomization,
      items: [self])
  }
}

public typealias UIBarButtonItemGroup = BarButtonItemGroup
