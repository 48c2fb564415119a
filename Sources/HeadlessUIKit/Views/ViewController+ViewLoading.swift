import Foundation

extension ViewController {
  /// A property set while the controller's view loads, read only after (UIKit's `UIViewController.ViewLoading`).
  ///
  /// `@ViewLoading var titleLabel: UILabel` (iOS 16.4): reading it loads the view first, so `viewDidLoad` has set it.
  @propertyWrapper
  public struct ViewLoading<Value> {
    private var value: Value?

    public init() {}

    @available(
      *, unavailable, message: "@ViewLoading is for properties of a UIViewController subclass"
    )
    public var wrappedValue: Value {
      get { fatalError("@ViewLoading is for properties of a UIViewController subclass") }
      set { fatalError("@ViewLoading is for properties of a UIViewController subclass") }
    }

    /// The value, read after loading the controller's view.
    public static subscript<Owner: ViewController>(
      _enclosingInstance controller: Owner,
      wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
      storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
    ) -> Value {
      get {
        controller.loadViewIfNeeded()
        guard let value = controller[keyPath: storageKeyPath].value else {
          preconditionFailure(
            "\(type(of: controller)): a @ViewLoading property was read before its view's viewDidLoad set it"
          )
        }
        return value
      }
      set { controller[keyPath: storageKeyPath].value = newValue }
    }
  }

  /// How a controller is shown when pushed or presented (UIKit's `UIViewController.Transition`, iOS 18): kept;
  /// nothing animates here.
  public final class Transition {
    enum Kind {
      case zoom, coverVertical, flipHorizontal, crossDissolve, partialCurl
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    /// A zoom from a view of the presenting controller.
    public static func zoom(
      options: ZoomOptions? = nil,
      sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> View?
    ) -> Transition { Transition(.zoom) }
    /// A slide up from the bottom.
    public static var coverVertical: Transition { Transition(.coverVertical) }
    /// A flip about the vertical axis.
    public static var flipHorizontal: Transition { Transition(.flipHorizontal) }
    /// A fade.
    public static var crossDissolve: Transition { Transition(.crossDissolve) }
    /// A page curl.
    public static var partialCurl: Transition { Transition(.partialCurl) }

    /// How a zoom transition behaves.
    public final class ZoomOptions {
      /// Whether a swipe may end the transition interactively.
      public var interactiveDismissShouldBegin: ((ZoomSourceViewProviderContext) -> Bool)?
      /// The dimming colour behind the zoomed controller.
      public var dimmingColor: Color?

      public init() {}
    }

    /// What a zoom's source view provider is told.
    public final class ZoomSourceViewProviderContext {
      /// The controller zoomed to.
      public let zoomedViewController: ViewController
      /// The controller zoomed from.
      public let sourceViewController: ViewController

      init(zoomedViewController: ViewController, sourceViewController: ViewController) {
        self.zoomedViewController = zoomedViewController
        self.sourceViewController = sourceViewController
      }
    }
  }
}

/// The state a content-unavailable view is configured for (UIKit's `UIContentUnavailableConfigurationState`).
public struct ContentUnavailableConfigurationState: ConfigurationState, Hashable {
  /// The traits of the view it shows in.
  public var traitCollection: TraitCollection
  private var customValues: [ConfigurationStateCustomKey: AnyHashable] = [:]
  public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
    get { customValues[key] }
    set { customValues[key] = newValue }
  }
  /// The text of the search the content is unavailable for, if any.
  public var searchText: String?

  /// The state for `traitCollection`.
  public init(traitCollection: TraitCollection) {
    self.traitCollection = traitCollection
  }
}

public typealias UIContentUnavailableConfigurationState = ContentUnavailableConfigurationState
