import Foundation

/// What an image picker tells (UIKit's `UIImagePickerControllerDelegate`); nothing is ever picked here.
@preconcurrency @MainActor
public protocol ImagePickerControllerDelegate: AnyObject {
  func imagePickerController(
    _ picker: ImagePickerController,
    didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any])
  func imagePickerControllerDidCancel(_ picker: ImagePickerController)
}

extension ImagePickerControllerDelegate {
  public func imagePickerController(
    _ picker: ImagePickerController,
    didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any]
  ) {}
  /// UIKit dismisses the picker when the delegate does not implement this.
  public func imagePickerControllerDidCancel(_ picker: ImagePickerController) {
    picker.dismiss(animated: true)
  }
}

/// The system's photo and camera picker (UIKit's `UIImagePickerController`): presented like any controller and
/// drawn as an empty screen; there is no camera and no photo library here, so nothing is picked and the delegate is
/// kept, not called.
///
/// UIKit's picker is a navigation controller whose `delegate` is narrowed to both delegate protocols; Swift cannot
/// narrow a stored property's type in a subclass, so here it is a view controller with a navigation bar of its own.
open class ImagePickerController: ViewController {
  /// Where pictures come from (UIKit's `UIImagePickerController.SourceType`).
  public enum SourceType: Int, Sendable {
    case photoLibrary, camera, savedPhotosAlbum
  }
  /// Which camera (UIKit's `UIImagePickerController.CameraDevice`).
  public enum CameraDevice: Int, Sendable {
    case rear, front
  }
  /// Photo or video (UIKit's `UIImagePickerController.CameraCaptureMode`).
  public enum CameraCaptureMode: Int, Sendable {
    case photo, video
  }
  /// The flash (UIKit's `UIImagePickerController.CameraFlashMode`), with UIKit's raw values.
  public enum CameraFlashMode: Int, Sendable {
    case off = -1, auto = 0, on = 1
  }
  /// Video quality (UIKit's `UIImagePickerController.QualityType`).
  public enum QualityType: Int, Sendable {
    case typeHigh, typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540
  }
  /// The keys of what a pick returns (UIKit's `UIImagePickerController.InfoKey`), with UIKit's raw values.
  public struct InfoKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
    public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
    public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
  }

  /// The picker's delegate, which is also told about its navigation in UIKit (kept weakly).
  open weak var delegate: (ImagePickerControllerDelegate & NavigationControllerDelegate)?
  open var sourceType = SourceType.photoLibrary
  open var mediaTypes = ["public.image"]
  open var allowsEditing = false
  open var cameraDevice = CameraDevice.rear
  open var cameraCaptureMode = CameraCaptureMode.photo
  open var cameraFlashMode = CameraFlashMode.auto
  open var showsCameraControls = true
  open var cameraOverlayView: View?
  open var cameraViewTransform = CGAffineTransform.identity
  open var videoQuality = QualityType.typeMedium
  open var videoMaximumDuration: TimeInterval = 600
  /// The bar the picker shows its albums under (styled by code, drawn at the top).
  public let navigationBar = NavigationBar()

  /// Whether a source is there: the photo library is (it is empty), a camera is not, as on a simulator.
  open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
  /// The media a source offers: images from the library, nothing from a camera.
  open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
    sourceType == .camera ? nil : ["public.image", "public.movie"]
  }
  /// There is no camera here.
  open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
  /// There is no flash here.
  open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }
  /// There is no camera here.
  open class func availableCaptureModes(for cameraDevice: CameraDevice) -> [NSNumber]? { nil }

  /// There is no camera: nothing is taken.
  open func takePicture() {}
  /// There is no camera: `false`.
  open func startVideoCapture() -> Bool { false }
  open func stopVideoCapture() {}

  public override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

public typealias UIImagePickerController = ImagePickerController
public typealias UIImagePickerControllerDelegate = ImagePickerControllerDelegate
