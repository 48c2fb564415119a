import Foundation

/// The view a ``ListContentConfiguration`` makes (UIKit's `UIListContentView`): the image and texts placed as a
/// standard cell places them; its height follows its width, so a cell's content view sized by it self-sizes.
@preconcurrency @MainActor
open class ListContentView: View, ContentView {
  private let imageView = ImageView()
  private let textLabel = Label()
  private let secondaryTextLabel = Label()
  private var listConfiguration: ListContentConfiguration

  /// A view showing `configuration`.
  public init(configuration: ListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    for view in [imageView, textLabel, secondaryTextLabel] as [View] { addSubview(view) }
    imageView.identifier = "image"
    textLabel.identifier = "text"
    secondaryTextLabel.identifier = "secondaryText"
    apply()
  }

  public required init?(coder: NSCoder) {
    listConfiguration = .cell()
    super.init(coder: coder)
  }

  /// The configuration shown; setting a list configuration updates the view.
  open var configuration: ContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? ListContentConfiguration else { return }
      listConfiguration = list
      apply()
    }
  }

  /// The list configuration shown.
  open var listContentConfiguration: ListContentConfiguration {
    get { listConfiguration }
    set { configuration = newValue }
  }

  open func supports(_ configuration: ContentConfiguration) -> Bool {
    configuration is ListContentConfiguration
  }

  /// A guide over the text (UIKit's `textLayoutGuide`), for constraints that align other views with it; `nil`
  /// while the configuration has no text.
  open var textLayoutGuide: LayoutGuide? {
    guide(over: textLabel, showing: !(textLabel.text ?? "").isEmpty)
  }
  /// A guide over the secondary text; `nil` while there is none.
  open var secondaryTextLayoutGuide: LayoutGuide? {
    guide(over: secondaryTextLabel, showing: !(secondaryTextLabel.text ?? "").isEmpty)
  }
  /// A guide over the image; `nil` while there is none.
  open var imageLayoutGuide: LayoutGuide? {
    guide(over: imageView, showing: imageView.image != nil)
  }

  private var guidesOverContent: [ObjectIdentifier: LayoutGuide] = [:]

  /// The guide whose edges are `view`'s, made on first use, when `view` shows something.
  private func guide(over view: View, showing: Bool) -> LayoutGuide? {
    guard showing else { return nil }
    if let guide = guidesOverContent[ObjectIdentifier(view)] { return guide }
    let guide = LayoutGuide()
    guide.identifier = (view.identifier ?? "content") + "LayoutGuide"
    addLayoutGuide(guide)
    LayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      guide.topAnchor.constraint(equalTo: view.topAnchor),
      guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    guidesOverContent[ObjectIdentifier(view)] = guide
    return guide
  }

  private func apply() {
    let configuration = listConfiguration
    imageView.image = configuration.image
    imageView.tintColor = configuration.imageProperties.tintColor
    imageView.cornerRadius = configuration.imageProperties.cornerRadius
    imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
    style(
      textLabel, configuration.textProperties,
      text: configuration.text ?? configuration.attributedText?.string)
    style(
      secondaryTextLabel, configuration.secondaryTextProperties,
      text: configuration.secondaryText ?? configuration.secondaryAttributedText?.string)
    if configuration.prefersSideBySideTextAndSecondaryText {
      secondaryTextLabel.textAlignment = .right
    }
    alpha = configuration.alpha
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func style(
    _ label: Label, _ properties: ListContentConfiguration.TextProperties, text: String?
  ) {
    label.text = text.map(properties.shown)
    label.font = properties.font
    label.textColor = properties.resolvedColor()
    label.numberOfLines = properties.numberOfLines
    label.lineBreakMode = properties.lineBreakMode
    label.textAlignment =
      switch properties.alignment {
      case .natural: .natural
      case .center: .center
      case .justified: .justified
      }
  }

  /// The standard layout for the configuration, the side margins at least the superview's.
  private var layout: StandardContentLayout {
    let configuration = listConfiguration
    let margins = margins(
      configuration.directionalLayoutMargins,
      preservingSuperviewMarginsOn: configuration.axesPreservingSuperviewLayoutMargins)
    let isCell = [.cell, .subtitleCell, .valueCell].contains(configuration.role)
    return StandardContentLayout(
      arrangement: configuration.prefersSideBySideTextAndSecondaryText ? .sideBySide : .stacked,
      margins: margins, imageToTextPadding: configuration.imageToTextPadding,
      verticalPadding: configuration.textToSecondaryTextVerticalPadding,
      horizontalPadding: configuration.textToSecondaryTextHorizontalPadding,
      minimumHeight: isCell ? ListMetrics.standardRowHeight - separatorHeightOfRow : 0,
      rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  /// What the separator of the table row showing this content takes: a configured row is at least a standard
  /// row, separator included, as a standard cell's is.
  private var separatorHeightOfRow: CGFloat {
    var ancestor = superview
    while let view = ancestor, !(view is TableViewCell) { ancestor = view.superview }
    return (ancestor as? TableViewCell)?.placement?.separatorHeight ?? 0
  }

  private var imageSize: CGSize? {
    listConfiguration.image.map(listConfiguration.imageProperties.displayedSize(of:))
  }

  private func measure(_ label: Label) -> StandardContentLayout.Measure? {
    guard let text = label.text, !text.isEmpty else { return nil }
    return { width in
      let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
      return CGSize(width: min(size.width, width), height: size.height)
    }
  }

  open override var hasHeightForWidth: Bool { true }

  open override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
    CGSize(
      width: View.noIntrinsicMetric,
      height: layout.height(
        forWidth: width, imageSize: imageSize, text: measure(textLabel),
        secondary: measure(secondaryTextLabel)))
  }

  open override var intrinsicContentSize: CGSize {
    intrinsicContentSize(forWidth: bounds.width > 0 ? bounds.width : 375)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let frames = layout.frames(
      in: bounds, imageSize: imageSize, text: measure(textLabel),
      secondary: measure(secondaryTextLabel))
    imageView.frame = frames.image
    textLabel.frame = frames.text
    secondaryTextLabel.frame = frames.secondaryText
  }
}

public typealias UIListContentView = ListContentView
