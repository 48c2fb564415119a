// The former name of `SceneSnapshotting` (the scene strategies for swift-snapshot-testing), kept so that packages
// that import it keep building. New code imports `SceneSnapshotting`.
@_exported import SceneSnapshotting
