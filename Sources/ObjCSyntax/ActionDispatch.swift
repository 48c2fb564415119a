/// Target–action without the Objective-C runtime: each responder class that declares action methods learns to call
/// them by selector name.
///
/// UIKit calls `addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)`'s method through the runtime.
/// Here the rewriter adds to such a class, on the line of its closing brace, an override of
/// `UIResponder._performAction(named:sender:event:)` that switches over the names of its `@objc` and `@IBAction`
/// methods (declared in the class or its extensions in the same file) and calls the method, passing the sender and
/// event when it takes them; other names go to `super`. Only classes known to descend from `UIResponder` get one
/// (views, controls, cells, controllers, and the target's own classes built on them), since only those can
/// override it. Lines keep their numbers; the added text sits after the last column of the brace's line.
enum ActionDispatch {
  /// The source with a dispatch method in each responder class that declares action methods.
  static func rewrite(_ source: String, superclasses: [String: String]) -> String {
    var text = Array(source.utf8)
    let scan = TopLevelScan(text: text)
    let items = scan.items()
    var insertions: [(offset: Int, text: String)] = []
    for item in items where item.kind == .class {
      guard isResponder(item.name, superclasses: superclasses) else { continue }
      var methods = scan.actionMethods(in: item.body)
      for other in items
      where other.kind == .extension && other.name == item.name && !other.hasWhereClause {
        methods += scan.actionMethods(in: other.body)
      }
      guard !methods.isEmpty else { continue }
      // An override in a public class must be public too.
      let header = String(decoding: text[item.start..<item.body.lowerBound], as: UTF8.self)
      let isPublic = header.contains("public ") || header.contains("open ")
      insertions.append(
        (item.body.upperBound - 1, dispatchMethod(for: methods, of: item.name, isPublic: isPublic)))
    }
    for insertion in insertions.sorted(by: { $0.offset > $1.offset }) {
      text.insert(contentsOf: insertion.text.utf8, at: insertion.offset)
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Each class of the file and the first name of its inheritance list (its superclass, when it has one).
  static func superclasses(in source: String) -> [String: String] {
    var found: [String: String] = [:]
    for item in TopLevelScan(text: Array(source.utf8)).items() where item.kind == .class {
      if let first = item.inheritance.first { found[item.name] = first }
    }
    return found
  }

  /// Whether the source may declare action methods (a cheap check first).
  static func mayApply(_ source: String) -> Bool {
    source.contains("class") && (source.contains("@objc") || source.contains("@IBAction"))
  }

  /// Whether `name`, following `superclasses`, comes down from one of UIKit's responder classes.
  static func isResponder(_ name: String, superclasses: [String: String]) -> Bool {
    var current = name
    for _ in 0..<32 {
      guard let superclass = superclasses[current] else { return false }
      if uikitResponders.contains(superclass) { return true }
      current = superclass
    }
    return false
  }

  /// The override, on one line: a `switch` over the selectors, each calling its method.
  private static func dispatchMethod(
    for methods: [ActionMethod], of className: String, isPublic: Bool
  ) -> String {
    var baseNameCounts: [String: Int] = [:]
    for method in methods { baseNameCounts[method.name, default: 0] += 1 }
    var cases: [String] = []
    var seen: Set<String> = []
    for method in methods where seen.insert(method.selector).inserted {
      // `#selector(tapped)` names a method by its base name when that is unambiguous.
      var names = ["\"\(method.selector)\""]
      let unique = baseNameCounts[method.name] == 1
      if unique, !method.labels.isEmpty { names.append("\"\(method.name)\"") }
      guard unique || !method.labels.isEmpty else { continue }
      let reference = className + "." + (method.labels.isEmpty ? method.name : method.selector)
      cases.append(
        "case \(names.joined(separator: ", ")): return _invokeAction(self, \(reference), sender, event)"
      )
    }
    return (isPublic ? " public" : "")
      + " override func _performAction(named name: String, sender: Any?, event: Any?) -> Bool { switch name { "
      + cases.joined(separator: "; ")
      + "; default: return super._performAction(named: name, sender: sender, event: event) } } "
  }

  /// UIKit's classes that descend from `UIResponder`, which declares `_performAction(named:sender:event:)` here.
  static let uikitResponders: Set<String> = [
    "UIResponder", "UIView", "UIViewController", "UIControl", "UIButton", "UILabel", "UIImageView",
    "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
    "UITableViewHeaderFooterView",
    "UICollectionViewListCell", "UITableView", "UICollectionView", "UIScrollView", "UIStackView",
    "UITextField",
    "UITextView", "UISwitch", "UISlider", "UISegmentedControl", "UIPageControl", "UIStepper",
    "UIDatePicker",
    "UIPickerView", "UIActivityIndicatorView", "UIProgressView", "UINavigationController",
    "UITabBarController",
    "UITableViewController", "UICollectionViewController", "UIPageViewController",
    "UISplitViewController",
    "UIAlertController", "UISearchController", "UIWindow", "UIVisualEffectView", "UINavigationBar",
    "UITabBar",
    "UIToolbar", "UISearchBar", "UIRefreshControl", "UIColorWell", "UIInputView", "UIApplication",
    "UIInputViewController", "UIActivityViewController", "UIImagePickerController",
    "UIDocumentPickerViewController",
  ]
}
