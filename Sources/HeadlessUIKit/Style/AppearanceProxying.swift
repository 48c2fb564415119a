import Foundation

/// A class whose instances take property values set on its appearance proxy (UIKit's `UIAppearance`):
/// `UINavigationBar.appearance().barTintColor = .systemIndigo` in an app delegate tints every navigation bar.
///
/// As in UIKit, a value set on a proxy is applied to an instance of the class (or a subclass) when the instance
/// enters a window, unless the instance set that property itself; a scene's views enter its screen when the scene
/// is built. Proxies of superclasses apply first, then subclasses', then those limited to containers
/// (``appearance(whenContainedInInstancesOf:)``). The properties and methods recorded are listed in
/// docs/uikit-appearance.md; setting others on a proxy changes only the proxy.
@preconcurrency @MainActor
public protocol AppearanceProxying: AnyObject {
  /// The proxy for every instance of the class.
  static func appearance() -> Self
  /// The proxy for instances inside instances of all of `containerTypes` (views or view controllers).
  static func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
    -> Self
  /// The proxy for instances whose traits include `trait`'s.
  static func appearance(for trait: TraitCollection) -> Self
  /// The proxy for instances with `trait`'s traits inside instances of all of `containerTypes`.
  static func appearance(
    for trait: TraitCollection,
    whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
  ) -> Self
}

/// A view or view controller that appearance proxies can be limited to (UIKit's `UIAppearanceContainer`).
@preconcurrency @MainActor
public protocol AppearanceContainer: AnyObject {}

extension View: AppearanceProxying, AppearanceContainer {
  public static func appearance() -> Self {
    AppearanceRegistry.proxy(for: self, containers: [], trait: nil)
  }

  public static func appearance(
    whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
  ) -> Self {
    AppearanceRegistry.proxy(for: self, containers: containerTypes, trait: nil)
  }

  public static func appearance(for trait: TraitCollection) -> Self {
    AppearanceRegistry.proxy(for: self, containers: [], trait: trait)
  }

  public static func appearance(
    for trait: TraitCollection,
    whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
  ) -> Self {
    AppearanceRegistry.proxy(for: self, containers: containerTypes, trait: trait)
  }

  /// Records that `keyPath` was set on this view: on a proxy, a value to give instances; on an instance, a value of
  /// its own that proxies leave alone.
  ///
  /// Free while no proxy exists.
  package func noteAppearance<Target: View, Value>(
    _ path: @autoclosure () -> ReferenceWritableKeyPath<Target, Value>
  ) {
    guard AppearanceRegistry.isActive, let target = self as? Target else { return }
    let keyPath = path()
    AppearanceRegistry.note(keyPath, on: target, key: keyPath) { view in
      (view as? Target).map { $0[keyPath: keyPath] = target[keyPath: keyPath] }
    }
  }

  /// Records a call of an appearance method (`setTitleColor(_:for:)` …) that `key` names, with its arguments.
  ///
  /// `apply` repeats it on an instance.
  package func noteAppearanceCall<Target: View>(
    _ key: String, on target: Target, _ apply: @escaping (Target) -> Void
  ) {
    guard AppearanceRegistry.isActive else { return }
    AppearanceRegistry.note(key, on: target, key: key) { view in (view as? Target).map(apply) }
  }

  /// Gives the view its proxies' values (when it enters a window).
  func applyAppearance() {
    AppearanceRegistry.apply(to: self)
  }

  /// Gives the view and every view below it their proxies' values (a scene's tree, once built).
  package func applyAppearanceToSubtree() {
    guard AppearanceRegistry.isActive else { return }
    for view in subtree() { AppearanceRegistry.apply(to: view) }
  }
}

extension ViewController: AppearanceContainer {}

/// The appearance proxies made so far and what was set on them; main actor only, as UIKit's views are.
@MainActor
enum AppearanceRegistry {
  /// One proxy: the class it stands for, where it applies, and its recorded settings.
  ///
  /// The settings are in the order made; a setting made again replaces the earlier one.
  /// What tells proxies apart: the class, the containers and the traits they are for.
  struct ProxyKey: Equatable {
    let viewType: ObjectIdentifier
    let containers: [ObjectIdentifier]
    let trait: TraitCollection?

    init(viewType: View.Type, containers: [any AppearanceContainer.Type], trait: TraitCollection?) {
      self.viewType = ObjectIdentifier(viewType)
      self.containers = containers.map { ObjectIdentifier($0) }
      self.trait = trait
    }
  }

  final class Proxy {
    let key: ProxyKey
    let view: View
    let matches: (View) -> Bool
    let depth: Int
    let containers: [any AppearanceContainer.Type]
    let trait: TraitCollection?
    var settings: [(key: AnyHashable, apply: (View) -> Void)] = []

    init(
      key: ProxyKey, view: View, matches: @escaping (View) -> Bool, depth: Int,
      containers: [any AppearanceContainer.Type], trait: TraitCollection?
    ) {
      self.key = key
      self.view = view
      self.matches = matches
      self.depth = depth
      self.containers = containers
      self.trait = trait
    }
  }

  private static var proxies: [Proxy] = []
  /// Whether any proxy exists (until then nothing is recorded).
  private(set) static var isActive = false
  /// Whether proxies' values are being applied (those sets are not the instance's own).
  private static var isApplying = false

  /// The proxy of `type` for `containers` and `trait`, made the first time it is asked for.
  ///
  /// A proxy is an instance made with `init?(coder:)` (every view has it, as in UIKit) from an empty archive.
  static func proxy<T: View>(
    for viewType: T.Type, containers: [any AppearanceContainer.Type], trait: TraitCollection?
  ) -> T {
    let key = ProxyKey(viewType: viewType, containers: containers, trait: trait)
    if let found = proxies.first(where: { $0.key == key }) {
      return unsafeDowncast(found.view, to: viewType)
    }
    guard let view = viewType.init(coder: emptyArchive()) else {
      fatalError(
        "\(viewType).appearance(): its init?(coder:) returned nil; appearance proxies are made with it here"
      )
    }
    proxies.append(
      Proxy(
        key: key, view: view, matches: { $0 is T }, depth: depth(of: viewType),
        containers: containers, trait: trait))
    isActive = true
    return view
  }

  /// Remembers a setting: on a proxy, to apply to instances; on an instance, as its own.
  static func note(
    _ keyPath: AnyHashable, on view: View, key: AnyHashable, apply: @escaping (View) -> Void
  ) {
    if let proxy = proxies.first(where: { $0.view === view }) {
      proxy.settings.removeAll { $0.key == key }
      proxy.settings.append((key, apply))
    } else if !isApplying {
      view.ownAppearanceKeys.insert(key)
    }
  }

  /// Applies every matching proxy's settings to `view`, general ones first, skipping what it set itself.
  static func apply(to view: View) {
    guard isActive else { return }
    let matching = proxies.filter { proxy in
      proxy.view !== view && proxy.matches(view) && isContained(view, in: proxy.containers)
        && proxy.trait.map { view.traitCollection.containsTraits(in: $0) } != false
    }
    guard !matching.isEmpty else { return }
    isApplying = true
    defer { isApplying = false }
    let ordered = matching.enumerated().sorted {
      ($0.element.depth, $0.element.containers.count, $0.offset)
        < ($1.element.depth, $1.element.containers.count, $1.offset)
    }
    for (_, proxy) in ordered {
      for setting in proxy.settings where !view.ownAppearanceKeys.contains(setting.key) {
        setting.apply(view)
      }
    }
  }

  /// Whether each container type has an instance among the view's ancestors (views and their controllers).
  private static func isContained(
    _ view: View, in containers: [any AppearanceContainer.Type]
  ) -> Bool {
    guard !containers.isEmpty else { return true }
    var ancestors: [AnyObject] = []
    var current = view.superview
    while let ancestor = current {
      ancestors.append(ancestor)
      if let controller = ancestor.owningController { ancestors.append(controller) }
      current = ancestor.superview
    }
    return containers.allSatisfy { container in
      ancestors.contains { type(of: $0) == container || isSubclass(type(of: $0), of: container) }
    }
  }

  /// Whether `type` descends from `ancestor`.
  private static func isSubclass(_ type: AnyClass, of ancestor: Any.Type) -> Bool {
    var current: AnyClass? = _getSuperclass(type)
    while let candidate = current {
      if ObjectIdentifier(candidate) == ObjectIdentifier(ancestor) { return true }
      current = _getSuperclass(candidate)
    }
    return false
  }

  /// How many classes a view class is below `View`, so that superclasses' proxies apply first.
  private static func depth(of type: AnyClass) -> Int {
    var depth = 0
    var current: AnyClass? = _getSuperclass(type)
    while let candidate = current {
      depth += 1
      current = _getSuperclass(candidate)
    }
    return depth
  }

  /// A coder reading an empty keyed archive: every key is absent, as for a view made in code.
  private static func emptyArchive() -> NSCoder {
    let archiver = NSKeyedArchiver(requiringSecureCoding: false)
    archiver.finishEncoding()
    return (try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)) ?? NSCoder()
  }
}

public typealias UIAppearance = AppearanceProxying
public typealias UIAppearanceContainer = AppearanceContainer
