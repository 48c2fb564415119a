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

/// What the registry needs of a class with proxies (views and bar items): a proxy made from an empty archive, the
/// settings an instance made itself, and where it sits for container and trait matching.
@MainActor
protocol AppearanceStyled: AppearanceProxying {
  init?(coder: NSCoder)
  /// The settings the instance made itself, which proxies leave alone.
  var ownAppearanceKeys: Set<AnyHashable> { get set }
  /// The views and view controllers the instance is inside, nearest first.
  var appearanceAncestors: [AnyObject] { get }
  /// The traits a trait-limited proxy is matched against.
  var appearanceTraits: TraitCollection { get }
}

extension AppearanceProxying {
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
}

extension AppearanceStyled {
  /// Records that `keyPath` was set on this object: on a proxy, a value to give instances; on an instance, a value
  /// of its own that proxies leave alone.
  ///
  /// Free while no proxy exists.
  func noteAppearance<Target: AppearanceStyled, Value>(
    _ path: @autoclosure () -> ReferenceWritableKeyPath<Target, Value>
  ) {
    guard AppearanceRegistry.isActive, let target = self as? Target else { return }
    let keyPath = path()
    AppearanceRegistry.note(on: target, key: keyPath) { object in
      (object as? Target).map { $0[keyPath: keyPath] = target[keyPath: keyPath] }
    }
  }

  /// Records a call of an appearance method (`setTitleColor(_:for:)` …) that `key` names, with its arguments.
  ///
  /// `apply` repeats it on an instance.
  func noteAppearanceCall<Target: AppearanceStyled>(
    _ key: String, on target: Target, _ apply: @escaping (Target) -> Void
  ) {
    guard AppearanceRegistry.isActive else { return }
    AppearanceRegistry.note(on: target, key: key) { object in (object as? Target).map(apply) }
  }

  /// Gives the object its proxies' values (a view when it enters a window, a bar item when its bar shows it).
  func applyAppearance() {
    AppearanceRegistry.apply(to: self)
  }
}

extension View: AppearanceStyled, AppearanceContainer {
  var appearanceAncestors: [AnyObject] {
    var ancestors: [AnyObject] = []
    var current = superview
    while let ancestor = current {
      ancestors.append(ancestor)
      if let controller = ancestor.owningController { ancestors.append(controller) }
      current = ancestor.superview
    }
    return ancestors
  }

  var appearanceTraits: TraitCollection { traitCollection }

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
    let styledType: ObjectIdentifier
    let containers: [ObjectIdentifier]
    let trait: TraitCollection?

    init(
      styledType: any AppearanceStyled.Type, containers: [any AppearanceContainer.Type],
      trait: TraitCollection?
    ) {
      self.styledType = ObjectIdentifier(styledType)
      self.containers = containers.map { ObjectIdentifier($0) }
      self.trait = trait
    }
  }

  final class Proxy {
    let key: ProxyKey
    let object: any AppearanceStyled
    let matches: (any AppearanceStyled) -> Bool
    let depth: Int
    let containers: [any AppearanceContainer.Type]
    let trait: TraitCollection?
    var settings: [(key: AnyHashable, apply: (any AppearanceStyled) -> Void)] = []

    init(
      key: ProxyKey, object: any AppearanceStyled,
      matches: @escaping (any AppearanceStyled) -> Bool,
      depth: Int, containers: [any AppearanceContainer.Type], trait: TraitCollection?
    ) {
      self.key = key
      self.object = object
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
  /// A proxy is an instance made with `init?(coder:)` (every view and bar item has it, as in UIKit) from an empty
  /// archive.
  static func proxy<T: AppearanceProxying>(
    for proxiedType: T.Type, containers: [any AppearanceContainer.Type], trait: TraitCollection?
  ) -> T {
    guard let styledType = proxiedType as? any AppearanceStyled.Type else {
      fatalError(
        "\(proxiedType).appearance(): only views and bar items have appearance proxies here")
    }
    let key = ProxyKey(styledType: styledType, containers: containers, trait: trait)
    if let found = proxies.first(where: { $0.key == key }), let proxy = found.object as? T {
      return proxy
    }
    guard let object = styledType.init(coder: emptyArchive()), let proxy = object as? T else {
      fatalError(
        "\(proxiedType).appearance(): its init?(coder:) returned nil; appearance proxies are made with it here"
      )
    }
    proxies.append(
      Proxy(
        key: key, object: object, matches: { $0 is T }, depth: depth(of: styledType),
        containers: containers, trait: trait))
    isActive = true
    return proxy
  }

  /// Remembers a setting: on a proxy, to apply to instances; on an instance, as its own.
  static func note(
    on object: any AppearanceStyled, key: AnyHashable,
    apply: @escaping (any AppearanceStyled) -> Void
  ) {
    if let proxy = proxies.first(where: { $0.object === object }) {
      proxy.settings.removeAll { $0.key == key }
      proxy.settings.append((key, apply))
    } else if !isApplying {
      object.ownAppearanceKeys.insert(key)
    }
  }

  /// Applies every matching proxy's settings to `object`, general ones first, skipping what it set itself.
  static func apply(to object: any AppearanceStyled) {
    guard isActive else { return }
    let matching = proxies.filter { proxy in
      proxy.object !== object && proxy.matches(object)
        && isContained(object, in: proxy.containers)
        && proxy.trait.map { object.appearanceTraits.containsTraits(in: $0) } != false
    }
    guard !matching.isEmpty else { return }
    isApplying = true
    defer { isApplying = false }
    let ordered = matching.enumerated().sorted {
      ($0.element.depth, $0.element.containers.count, $0.offset)
        < ($1.element.depth, $1.element.containers.count, $1.offset)
    }
    for (_, proxy) in ordered {
      for setting in proxy.settings where !object.ownAppearanceKeys.contains(setting.key) {
        setting.apply(object)
      }
    }
  }

  /// Whether each container type has an instance among the object's ancestors (views and their controllers).
  private static func isContained(
    _ object: any AppearanceStyled, in containers: [any AppearanceContainer.Type]
  ) -> Bool {
    guard !containers.isEmpty else { return true }
    let ancestors = object.appearanceAncestors
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

  /// How many superclasses a class has, so that superclasses' proxies apply first.
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
