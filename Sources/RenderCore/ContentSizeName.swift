/// The Dynamic Type text sizes by the short names the command takes (`--content-size ax2`) and hands a scene's host,
/// smallest first: UIKit's content size categories from extra small to accessibility extra-extra-extra large.
public enum ContentSizeName: String, CaseIterable, Codable, Sendable {
  case xs, s, m, l, xl, xxl, xxxl, ax1, ax2, ax3, ax4, ax5
}
