// UIKit's names for the project's types, all in this module, so that view code written for UIKit compiles here
// unchanged (`import UIKit` brings these names and no others: docs/uikit-import.md). The types keep their own names
// (`View`, `Label`) beside UIKit's; either spelling is the same type.
@_exported import Foundation
@_exported import RenderCore

public typealias UIView = View
public typealias UILayoutGuide = LayoutGuide
public typealias NSLayoutConstraint = LayoutConstraint
public typealias UILayoutPriority = LayoutPriority
public typealias UIEdgeInsets = EdgeInsets
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
public typealias NSLayoutAnchor = LayoutAnchor
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
public typealias NSLayoutDimension = LayoutDimension
public typealias UIUserInterfaceLayoutDirection = LayoutDirection
public typealias UIStackView = StackView
public typealias UIViewController = ViewController
public typealias UIEvent = Event
public typealias UIResponder = Responder
public typealias UIWindow = Window
public typealias UIInterfaceOrientation = InterfaceOrientation
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
public typealias UIStatusBarStyle = StatusBarStyle
public typealias UIStatusBarAnimation = StatusBarAnimation
public typealias UIRectEdge = RectEdge
public typealias UISemanticContentAttribute = SemanticContentAttribute
public typealias UITouch = Touch
public typealias UIPress = Press
public typealias UIPressesEvent = PressesEvent
public typealias UIColor = Color
public typealias UILabel = Label
public typealias UIFont = Font
public typealias UIFontDescriptor = FontDescriptor
public typealias UIFontMetrics = FontMetrics
public typealias NSTextAlignment = TextAlignment
public typealias NSLineBreakMode = LineBreakMode
public typealias UIImage = Image
public typealias UIImageView = ImageView
public typealias UIButton = Button
public typealias UITextField = TextField
public typealias UITextFieldDelegate = TextFieldDelegate
public typealias UIControl = Control
public typealias UIAction = Action
public typealias UIContentSizeCategory = ContentSizeCategory
public typealias UITraitCollection = TraitCollection
public typealias UIUserInterfaceStyle = TraitCollection.UserInterfaceStyle
public typealias UIUserInterfaceSizeClass = TraitCollection.SizeClass
public typealias UIUserInterfaceIdiom = TraitCollection.UserInterfaceIdiom
public typealias UITraitEnvironmentLayoutDirection = TraitCollection.TraitEnvironmentLayoutDirection
public typealias UIForceTouchCapability = TraitCollection.ForceTouchCapability
public typealias UIAccessibilityContrast = TraitCollection.AccessibilityContrast
public typealias UIUserInterfaceLevel = TraitCollection.UserInterfaceLevel
public typealias UILegibilityWeight = TraitCollection.LegibilityWeight
public typealias UIDisplayGamut = TraitCollection.DisplayGamut
public typealias UIUserInterfaceActiveAppearance = TraitCollection.ActiveAppearance
public typealias UISceneCaptureState = TraitCollection.SceneCaptureState
public typealias UIListEnvironment = TraitCollection.ListEnvironment
public typealias UIHDRHeadroomUsageLimit = TraitCollection.HDRHeadroomUsageLimit
public typealias UIImageDynamicRange = Image.DynamicRange
public typealias UIImageConfiguration = Image.Configuration
public typealias UIKeyboardType = KeyboardType
public typealias UIReturnKeyType = ReturnKeyType
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
public typealias UITextAutocorrectionType = TextAutocorrectionType
public typealias UITextContentType = TextContentType
/// UIKit's C-era spelling of ``View/noIntrinsicMetric``.
public let UIViewNoIntrinsicMetric: CGFloat = View.noIntrinsicMetric

// The Swift 4 spellings that 2017–2018 code (the seeds' era) uses.
public typealias NSLayoutAttribute = LayoutAttribute
public typealias NSLayoutRelation = LayoutRelation
public typealias UILayoutConstraintAxis = LayoutAxis

extension View {
  /// UIKit's `UIView.AutoresizingMask`.
  public typealias AutoresizingMask = HeadlessUIKit.AutoresizingMask
  /// UIKit's `UIView.ContentMode`.
  public typealias ContentMode = HeadlessUIKit.ContentMode
}

// Controls that screens contain.
public typealias UISwitch = Switch
public typealias UISegmentedControl = SegmentedControl
public typealias UISlider = Slider
public typealias UIProgressView = ProgressView
public typealias UIActivityIndicatorView = ActivityIndicatorView
public typealias UIPageControl = PageControl
public typealias UIPageControlProgress = PageControlProgress
public typealias UIBezierPath = BezierPath
public typealias UIRectCorner = RectCorner

// The app, its scenes, alerts and presentation styles.
public typealias UIApplication = Application
public typealias UIApplicationDelegate = ApplicationDelegate
public typealias UIScene = AppScene
public typealias UIWindowScene = WindowScene
public typealias UISceneSession = SceneSession
public typealias UISceneConfiguration = SceneConfiguration
public typealias UISceneDelegate = SceneDelegate
public typealias UIWindowSceneDelegate = WindowSceneDelegate
public typealias UIAlertController = AlertController
public typealias UIAlertAction = AlertAction
public typealias UIModalPresentationStyle = ModalPresentationStyle
public typealias UIModalTransitionStyle = ModalTransitionStyle
public typealias UISearchBar = SearchBar
public typealias UISearchTextField = SearchTextField
public typealias UISearchBarDelegate = SearchBarDelegate
public typealias UISearchController = SearchController
public typealias UISearchResultsUpdating = SearchResultsUpdating
public typealias UISearchControllerDelegate = SearchControllerDelegate
public typealias UIGestureRecognizer = GestureRecognizer
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
public typealias UITapGestureRecognizer = TapGestureRecognizer
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
public typealias UIPanGestureRecognizer = PanGestureRecognizer
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
public typealias UIKeyModifierFlags = KeyModifierFlags
public typealias UIScrollTypeMask = ScrollTypeMask
public typealias CIColor = CoreImageColor
public typealias UIScreenMode = ScreenMode
public typealias CADisplayLink = DisplayLink
public typealias UIStepper = Stepper
public typealias UICoordinateSpace = CoordinateSpace
public typealias UITextPosition = TextPosition
public typealias UITextRange = TextRange
public typealias UITextSelectionRect = TextSelectionRect
public typealias UITextLayoutDirection = TextLayoutDirection
public typealias UITextStorageDirection = TextStorageDirection
public typealias NSWritingDirection = WritingDirection
public typealias UITextInputDelegate = TextInputDelegate
public typealias UITextInputTokenizer = TextInputTokenizer
public typealias UITextInputStringTokenizer = TextInputStringTokenizer
public typealias UITextInputPasswordRules = TextInputPasswordRules
public typealias UITextSmartQuotesType = TextSmartQuotesType
public typealias UITextSmartDashesType = TextSmartDashesType
public typealias UITextSmartInsertDeleteType = TextSmartInsertDeleteType
public typealias UITextInlinePredictionType = TextInlinePredictionType
public typealias UIKeyboardAppearance = KeyboardAppearance
public typealias UIAccessibilityTraits = AccessibilityTraits
public typealias UIBehavioralStyle = BehavioralStyle
public typealias UIBaselineAdjustment = BaselineAdjustment
public typealias UILetterformAwareSizingRule = LetterformAwareSizingRule
public typealias UILabelVibrancy = LabelVibrancy
public typealias UIBarMetrics = BarMetrics
public typealias UIBarPosition = BarPosition
public typealias UIStoryboardSegue = StoryboardSegue
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
public typealias UIViewControllerTransitionCoordinatorContext =
  ViewControllerTransitionCoordinatorContext
public typealias UIContentContainer = ContentContainer
public typealias UITrait = Trait
public typealias UITraitDefinition = TraitDefinition
public typealias UITraitChangeRegistration = TraitChangeRegistration
public typealias UITraitChangeObservable = TraitChangeObservable
public typealias UITextSpellCheckingType = TextSpellCheckingType
public typealias UIDataDetectorTypes = DataDetectorTypes
