import Foundation
@_exported import HeadlessUIKit

/// Yalta's name for a stack view: `Stack` is ``StackView`` with shorter initialisers (docs/dsl-semantics.md, "Stack and
/// Spacer").
public typealias Stack = StackView

extension StackView {
  /// Yalta's closure form: a stack of `views`, then `configure` runs on it.
  ///
  /// ```swift
  /// Stack(title, subtitle) { $0.axis = .vertical; $0.spacing = 4 }
  /// ```
  ///
  /// It takes at least one view, so that UIKit's `UIStackView()` stays the empty stack, unambiguously.
  public convenience init(
    _ first: View, _ rest: View..., with configure: (StackView) -> Void = { _ in }
  ) {
    self.init(arrangedSubviews: [first] + rest)
    configure(self)
  }

  /// Yalta's full form: a stack of `views` with its properties.
  public convenience init(
    _ views: [View], axis: LayoutAxis = .horizontal, spacing: CGFloat = 0,
    alignment: StackView.Alignment = .fill,
    distribution: StackView.Distribution = .fill
  ) {
    self.init(
      arrangedSubviews: views, axis: axis, spacing: spacing, alignment: alignment,
      distribution: distribution)
  }
}
