import Foundation

// Drag and drop (UIKit's `UIDragItem`, `UIDragSession`, `UIDropSession`, `UIDragInteraction` …). Nothing is ever
// touched here, so no drag begins and no drop arrives: these types exist so that code that offers or accepts drags
// compiles and keeps its set-up, and their values are what a drag at rest would report.

/// Data offered by a drag or a paste (Foundation's `NSItemProvider`, which swift-corelibs-foundation lacks): the type
/// identifiers it was registered with and a suggested name; no data is ever loaded here.
open class NSItemProvider {
  /// The type identifiers the provider offers, in the order registered.
  open private(set) var registeredTypeIdentifiers: [String] = []
  /// A name for the data, as a file name would have.
  open var suggestedName: String?

  public init() {}
  /// A provider of an object's types.
  public convenience init(object: any NSItemProviderWriting) {
    self.init()
    registeredTypeIdentifiers = type(of: object).writableTypeIdentifiersForItemProvider
  }
  /// A provider of a file's contents (its type is not read here).
  public convenience init?(contentsOf fileURL: URL!) {
    guard let fileURL else { return nil }
    self.init()
    suggestedName = fileURL.deletingPathExtension().lastPathComponent
  }

  /// Whether it offers a type identifier.
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    registeredTypeIdentifiers.contains(typeIdentifier)
  }
  /// Whether it offers one of the class's readable types.
  open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
    !Set(aClass.readableTypeIdentifiersForItemProvider).isDisjoint(with: registeredTypeIdentifiers)
  }
}

/// A class whose objects an item provider can make from data (Foundation's `NSItemProviderReading`).
public protocol NSItemProviderReading: AnyObject {
  static var readableTypeIdentifiersForItemProvider: [String] { get }
}

/// A class whose objects an item provider can offer (Foundation's `NSItemProviderWriting`).
public protocol NSItemProviderWriting: AnyObject {
  static var writableTypeIdentifiersForItemProvider: [String] { get }
}

extension NSString: NSItemProviderReading, NSItemProviderWriting {
  /// Plain text, as Apple's `NSString` offers it.
  public static var readableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
  /// Plain text, as Apple's `NSString` offers it.
  public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
}

/// One item of a drag (UIKit's `UIDragItem`).
@preconcurrency @MainActor
open class DragItem: NSObject {
  open var itemProvider: NSItemProvider { storedItemProvider }
  private let storedItemProvider: NSItemProvider
  /// An object the app keeps with the item while it moves inside the app.
  open var localObject: Any?
  /// Makes the item's preview (never asked here).
  open var previewProvider: (() -> DragPreview?)?

  public init(itemProvider: NSItemProvider) {
    storedItemProvider = itemProvider
  }

  /// Asks for a new drop preview: there is no drop here.
  open func setNeedsDropPreviewUpdate() {}
}

/// What drag and drop sessions share (UIKit's `UIDragDropSession`).
@preconcurrency @MainActor
public protocol DragDropSession: AnyObject {
  var items: [DragItem] { get }
  func location(in view: View) -> CGPoint
  var allowsMoveOperation: Bool { get }
  var isRestrictedToDraggingApplication: Bool { get }
  func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
  func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

extension DragDropSession {
  public func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
    items.contains { item in
      typeIdentifiers.contains(where: item.itemProvider.hasItemConformingToTypeIdentifier)
    }
  }
  public func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
    items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
  }
}

/// A drag in progress, seen by the app it started in (UIKit's `UIDragSession`).
@preconcurrency @MainActor
public protocol DragSession: DragDropSession {
  var localContext: Any? { get set }
}

/// How a drop shows its progress (UIKit's `UIDropSessionProgressIndicatorStyle`).
public enum DropSessionProgressIndicatorStyle: UInt, Sendable {
  case none, `default`
}

/// A drop arriving in the app (UIKit's `UIDropSession`).
@preconcurrency @MainActor
public protocol DropSession: DragDropSession {
  var localDragSession: (any DragSession)? { get }
  var progressIndicatorStyle: DropSessionProgressIndicatorStyle { get set }
  func loadObjects(
    ofClass aClass: any NSItemProviderReading.Type,
    completion: @escaping ([any NSItemProviderReading]) -> Void
  ) -> Progress
}

/// What a drop does with its data (UIKit's `UIDropOperation`).
public enum DropOperation: UInt, Sendable {
  case cancel = 0, forbidden = 1, copy = 2, move = 3
}

/// How a view would take a drop (UIKit's `UIDropProposal`).
@preconcurrency @MainActor
open class DropProposal: NSObject {
  open var operation: DropOperation { storedOperation }
  private let storedOperation: DropOperation
  /// Whether the drop needs precise placement.
  open var isPrecise = false
  /// Whether the preview keeps its full size over the view.
  open var prefersFullSizePreview = false

  public init(operation: DropOperation) {
    storedOperation = operation
  }
}

/// A drag's preview (UIKit's `UIDragPreview`).
@preconcurrency @MainActor
open class DragPreview: NSObject {
  open var view: View { storedView }
  private let storedView: View
  open var parameters: DragPreviewParameters { storedParameters }
  private let storedParameters: DragPreviewParameters

  public init(view: View, parameters: DragPreviewParameters) {
    storedView = view
    storedParameters = parameters
  }
  public convenience init(view: View) { self.init(view: view, parameters: DragPreviewParameters()) }
  /// A preview of a link: a label with the URL.
  public convenience init(forURL url: URL) { self.init(forURL: url, title: nil) }
  /// A preview of a link with a title: a label with the title, else the URL.
  public convenience init(forURL url: URL, title: String?) {
    let label = Label()
    label.text = title ?? url.absoluteString
    label.sizeToFit()
    self.init(view: label)
  }
}

/// How a drag's preview is drawn (UIKit's `UIDragPreviewParameters`).
@preconcurrency @MainActor
open class DragPreviewParameters: PreviewParameters {}

/// Where a drag's preview goes (UIKit's `UIDragPreviewTarget`).
open class DragPreviewTarget: PreviewTarget {}

/// A drag's preview placed in a container (UIKit's `UITargetedDragPreview`).
@preconcurrency @MainActor
open class TargetedDragPreview: TargetedPreview {
  /// A preview of a link at a target.
  public convenience init(forURL url: URL, target: DragPreviewTarget) {
    self.init(forURL: url, title: nil, target: target)
  }
  /// A preview of a link with a title at a target.
  public convenience init(forURL url: URL, title: String?, target: DragPreviewTarget) {
    let preview = DragPreview(forURL: url, title: title)
    self.init(view: preview.view, parameters: preview.parameters, target: target)
  }
  /// The same preview at another target.
  open func retargetedPreview(with newTarget: DragPreviewTarget) -> TargetedDragPreview {
    TargetedDragPreview(view: view, parameters: parameters, target: newTarget)
  }
}

/// Animations alongside a drag's (UIKit's `UIDragAnimating`).
@preconcurrency @MainActor
public protocol DragAnimating: AnyObject {
  func addAnimations(_ animations: @escaping () -> Void)
  func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
}

/// Whether a spring-loaded view shows its effect (UIKit's `UISpringLoadedInteractionEffectState`).
public enum SpringLoadedInteractionEffectState: Int, Sendable {
  case inactive, possible, activating, activated
}

/// A drag hovering over a spring-loaded view (UIKit's `UISpringLoadedInteractionContext`).
@preconcurrency @MainActor
public protocol SpringLoadedInteractionContext: AnyObject {
  var state: SpringLoadedInteractionEffectState { get }
  var targetView: View? { get set }
  var targetItem: Any? { get set }
  func location(in view: View?) -> CGPoint
}

/// Lets a view start drags (UIKit's `UIDragInteraction`).
@preconcurrency @MainActor
open class DragInteraction: NSObject, Interaction {
  open private(set) weak var delegate: DragInteractionDelegate?
  public private(set) weak var view: View?
  open var allowsSimultaneousRecognitionDuringLift = false
  /// Whether drags may start: on by default where drags are (iPad and Mac), off on an iPhone, as here.
  open var isEnabled = DragInteraction.isEnabledByDefault
  /// Off: the device is an iPhone, where drags are off by default.
  open class var isEnabledByDefault: Bool { false }

  public init(delegate: DragInteractionDelegate) {
    self.delegate = delegate
  }
  open func willMove(to view: View?) {}
  open func didMove(to view: View?) { self.view = view }
}

/// Lets a view take drops (UIKit's `UIDropInteraction`).
@preconcurrency @MainActor
open class DropInteraction: NSObject, Interaction {
  open private(set) weak var delegate: DropInteractionDelegate?
  public private(set) weak var view: View?
  open var allowsSimultaneousDropSessions = false

  public init(delegate: DropInteractionDelegate) {
    self.delegate = delegate
  }
  open func willMove(to view: View?) {}
  open func didMove(to view: View?) { self.view = view }
}

/// What a drag interaction asks (UIKit's `UIDragInteractionDelegate`); only the items to drag are required.
@preconcurrency @MainActor
public protocol DragInteractionDelegate: AnyObject {
  func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: any DragSession)
    -> [DragItem]
  func dragInteraction(
    _ interaction: DragInteraction, previewForLifting item: DragItem, session: any DragSession
  ) -> TargetedDragPreview?
  func dragInteraction(
    _ interaction: DragInteraction, willAnimateLiftWith animator: any DragAnimating,
    session: any DragSession)
  func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: any DragSession)
  func dragInteraction(
    _ interaction: DragInteraction, sessionAllowsMoveOperation session: any DragSession
  ) -> Bool
  func dragInteraction(
    _ interaction: DragInteraction,
    sessionIsRestrictedToDraggingApplication session: any DragSession
  ) -> Bool
  func dragInteraction(
    _ interaction: DragInteraction, prefersFullSizePreviewsFor session: any DragSession
  ) -> Bool
  func dragInteraction(_ interaction: DragInteraction, sessionDidMove session: any DragSession)
  func dragInteraction(
    _ interaction: DragInteraction, session: any DragSession, willEndWith operation: DropOperation)
  func dragInteraction(
    _ interaction: DragInteraction, session: any DragSession, didEndWith operation: DropOperation)
  func dragInteraction(
    _ interaction: DragInteraction, sessionDidTransferItems session: any DragSession)
  func dragInteraction(
    _ interaction: DragInteraction, itemsForAddingTo session: any DragSession,
    withTouchAt point: CGPoint
  ) -> [DragItem]
  func dragInteraction(
    _ interaction: DragInteraction, sessionForAddingItems sessions: [any DragSession],
    withTouchAt point: CGPoint
  ) -> (any DragSession)?
  func dragInteraction(
    _ interaction: DragInteraction, session: any DragSession, willAdd items: [DragItem],
    for addingInteraction: DragInteraction)
  func dragInteraction(
    _ interaction: DragInteraction, previewForCancelling item: DragItem,
    withDefault defaultPreview: TargetedDragPreview
  ) -> TargetedDragPreview?
  func dragInteraction(
    _ interaction: DragInteraction, item: DragItem,
    willAnimateCancelWith animator: any DragAnimating)
}

extension DragInteractionDelegate {
  public func dragInteraction(
    _ interaction: DragInteraction, previewForLifting item: DragItem, session: any DragSession
  ) -> TargetedDragPreview? { nil }
  public func dragInteraction(
    _ interaction: DragInteraction, willAnimateLiftWith animator: any DragAnimating,
    session: any DragSession
  ) {}
  public func dragInteraction(
    _ interaction: DragInteraction, sessionWillBegin session: any DragSession
  ) {}
  public func dragInteraction(
    _ interaction: DragInteraction, sessionAllowsMoveOperation session: any DragSession
  ) -> Bool { true }
  public func dragInteraction(
    _ interaction: DragInteraction,
    sessionIsRestrictedToDraggingApplication session: any DragSession
  ) -> Bool { false }
  public func dragInteraction(
    _ interaction: DragInteraction, prefersFullSizePreviewsFor session: any DragSession
  ) -> Bool { false }
  public func dragInteraction(
    _ interaction: DragInteraction, sessionDidMove session: any DragSession
  ) {}
  public func dragInteraction(
    _ interaction: DragInteraction, session: any DragSession, willEndWith operation: DropOperation
  ) {}
  public func dragInteraction(
    _ interaction: DragInteraction, session: any DragSession, didEndWith operation: DropOperation
  ) {}
  public func dragInteraction(
    _ interaction: DragInteraction, sessionDidTransferItems session: any DragSession
  ) {}
  public func dragInteraction(
    _ interaction: DragInteraction, itemsForAddingTo session: any DragSession,
    withTouchAt point: CGPoint
  ) -> [DragItem] { [] }
  public func dragInteraction(
    _ interaction: DragInteraction, sessionForAddingItems sessions: [any DragSession],
    withTouchAt point: CGPoint
  ) -> (any DragSession)? { nil }
  public func dragInteraction(
    _ interaction: DragInteraction, session: any DragSession, willAdd items: [DragItem],
    for addingInteraction: DragInteraction
  ) {}
  public func dragInteraction(
    _ interaction: DragInteraction, previewForCancelling item: DragItem,
    withDefault defaultPreview: TargetedDragPreview
  ) -> TargetedDragPreview? { defaultPreview }
  public func dragInteraction(
    _ interaction: DragInteraction, item: DragItem,
    willAnimateCancelWith animator: any DragAnimating
  ) {}
}

/// What a drop interaction asks (UIKit's `UIDropInteractionDelegate`); every method has a default.
@preconcurrency @MainActor
public protocol DropInteractionDelegate: AnyObject {
  func dropInteraction(_ interaction: DropInteraction, canHandle session: any DropSession) -> Bool
  func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: any DropSession)
  func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: any DropSession)
    -> DropProposal
  func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: any DropSession)
  func dropInteraction(_ interaction: DropInteraction, performDrop session: any DropSession)
  func dropInteraction(_ interaction: DropInteraction, concludeDrop session: any DropSession)
  func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: any DropSession)
  func dropInteraction(
    _ interaction: DropInteraction, previewForDropping item: DragItem,
    withDefault defaultPreview: TargetedDragPreview
  ) -> TargetedDragPreview?
  func dropInteraction(
    _ interaction: DropInteraction, item: DragItem, willAnimateDropWith animator: any DragAnimating)
}

extension DropInteractionDelegate {
  public func dropInteraction(_ interaction: DropInteraction, canHandle session: any DropSession)
    -> Bool
  { true }
  public func dropInteraction(
    _ interaction: DropInteraction, sessionDidEnter session: any DropSession
  ) {}
  /// A drop is cancelled unless the delegate says otherwise, as UIKit assumes.
  public func dropInteraction(
    _ interaction: DropInteraction, sessionDidUpdate session: any DropSession
  ) -> DropProposal { DropProposal(operation: .cancel) }
  public func dropInteraction(
    _ interaction: DropInteraction, sessionDidExit session: any DropSession
  ) {}
  public func dropInteraction(_ interaction: DropInteraction, performDrop session: any DropSession)
  {}
  public func dropInteraction(_ interaction: DropInteraction, concludeDrop session: any DropSession)
  {}
  public func dropInteraction(
    _ interaction: DropInteraction, sessionDidEnd session: any DropSession
  ) {}
  public func dropInteraction(
    _ interaction: DropInteraction, previewForDropping item: DragItem,
    withDefault defaultPreview: TargetedDragPreview
  ) -> TargetedDragPreview? { defaultPreview }
  public func dropInteraction(
    _ interaction: DropInteraction, item: DragItem, willAnimateDropWith animator: any DragAnimating
  ) {}
}

public typealias UIDragItem = DragItem
public typealias UIDragDropSession = DragDropSession
public typealias UIDragSession = DragSession
public typealias UIDropSession = DropSession
public typealias UIDropSessionProgressIndicatorStyle = DropSessionProgressIndicatorStyle
public typealias UIDropOperation = DropOperation
public typealias UIDropProposal = DropProposal
public typealias UIDragPreview = DragPreview
public typealias UIDragPreviewParameters = DragPreviewParameters
public typealias UIDragPreviewTarget = DragPreviewTarget
public typealias UITargetedDragPreview = TargetedDragPreview
public typealias UIDragAnimating = DragAnimating
public typealias UISpringLoadedInteractionEffectState = SpringLoadedInteractionEffectState
public typealias UISpringLoadedInteractionContext = SpringLoadedInteractionContext
public typealias UIDragInteraction = DragInteraction
public typealias UIDropInteraction = DropInteraction
public typealias UIDragInteractionDelegate = DragInteractionDelegate
public typealias UIDropInteractionDelegate = DropInteractionDelegate
