import Foundation

/// A view that only takes up room in a stack: fixed or minimum width or height, and nothing drawn
/// (docs/dsl-semantics.md, "Stack and Spacer").
///
/// Its constraints are single-item and made at creation (so `translatesAutoresizingMaskIntoConstraints` is false):
///
/// | Initialiser | Constraints |
/// |---|---|
/// | `Spacer(width: w)` | width == w; height == 0 @42 |
/// | `Spacer(height: h)` | height == h; width == 0 @42 |
/// | `Spacer(minWidth: w)` | width >= w; width == w @42; height == 0 @42 |
/// | `Spacer(minHeight: h)` | height >= h; height == h @42; width == 0 @42 |
///
/// Priority 42 is below content views' default hugging (250), so in a `.fill` stack the flexible spacer is the
/// view that grows; the cross-axis `== 0 @42` only settles what alignment leaves open.
public final class Spacer: View {
  /// A spacer exactly `width` wide.
  public convenience init(width: CGFloat) {
    self.init(along: .horizontal, length: width, minimum: false)
  }

  /// A spacer exactly `height` high.
  public convenience init(height: CGFloat) {
    self.init(along: .vertical, length: height, minimum: false)
  }

  /// A spacer at least `minWidth` wide that grows first.
  public convenience init(minWidth: CGFloat) {
    self.init(along: .horizontal, length: minWidth, minimum: true)
  }

  /// A spacer at least `minHeight` high that grows first.
  public convenience init(minHeight: CGFloat) {
    self.init(along: .vertical, length: minHeight, minimum: true)
  }

  /// Always `nil`: a spacer draws nothing, whatever is set (docs/dsl-semantics.md, "A spacer draws nothing").
  public override var backgroundColor: Color? {
    get { nil }
    set {}
  }

  private init(along axis: LayoutAxis, length: CGFloat, minimum: Bool) {
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
    let (main, cross) =
      axis == .horizontal ? (widthAnchor, heightAnchor) : (heightAnchor, widthAnchor)
    var constraints: [LayoutConstraint] = []
    if minimum {
      constraints.append(main.constraint(greaterThanOrEqualToConstant: length))
      constraints.append(main.constraint(equalToConstant: length).prioritised(42))
    } else {
      constraints.append(main.constraint(equalToConstant: length))
    }
    constraints.append(cross.constraint(equalToConstant: 0).prioritised(42))
    LayoutConstraint.activate(constraints)
  }

  /// There are no archives here; a decoded spacer would have no length, so there is none.
  public required init?(coder: NSCoder) {
    nil
  }
}

extension LayoutConstraint {
  /// The constraint with its priority set, for building lists.
  func prioritised(_ priority: LayoutPriority) -> LayoutConstraint {
    self.priority = priority
    return self
  }
}
