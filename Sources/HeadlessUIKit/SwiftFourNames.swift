// UIKit's names from before Swift 4.2, when its nested types were top-level (`UITableViewStyle` for
// `UITableView.Style`): code of that era still spells them. Apple's SDK no longer accepts them; here they compile with
// a warning whose fix-it gives today's name, so a pasted older file renders and says what to change.

@available(*, deprecated, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style
@available(*, deprecated, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle
@available(*, deprecated, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle
@available(*, deprecated, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType
@available(*, deprecated, renamed: "UITableViewCell.SeparatorStyle")
public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle
@available(*, deprecated, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = UITableView.RowAnimation
@available(*, deprecated, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition
@available(*, deprecated, renamed: "UIStackView.Distribution")
public typealias UIStackViewDistribution = UIStackView.Distribution
@available(*, deprecated, renamed: "UIStackView.Alignment")
public typealias UIStackViewAlignment = UIStackView.Alignment
@available(*, deprecated, renamed: "NSLayoutConstraint.FormatOptions")
public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions
@available(*, deprecated, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode
@available(*, deprecated, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask
@available(*, deprecated, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions
@available(*, deprecated, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State
@available(*, deprecated, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event
@available(*, deprecated, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType
@available(*, deprecated, renamed: "UIFont.Weight")
public typealias UIFontWeight = UIFont.Weight
@available(*, deprecated, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = UIFont.TextStyle
@available(*, deprecated, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem
@available(*, deprecated, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style
@available(*, deprecated, renamed: "UICollectionView.ScrollDirection")
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection
@available(*, deprecated, renamed: "UICollectionView.ScrollPosition")
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition
@available(*, deprecated, renamed: "UIImage.RenderingMode")
public typealias UIImageRenderingMode = UIImage.RenderingMode
@available(*, deprecated, renamed: "UITextField.ViewMode")
public typealias UITextFieldViewMode = UITextField.ViewMode
@available(*, deprecated, renamed: "UITextField.BorderStyle")
public typealias UITextBorderStyle = UITextField.BorderStyle
@available(*, deprecated, renamed: "UIActivityIndicatorView.Style")
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style
@available(*, deprecated, renamed: "UIProgressView.Style")
public typealias UIProgressViewStyle = UIProgressView.Style
@available(*, deprecated, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = UIAlertController.Style
@available(*, deprecated, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = UIAlertAction.Style
