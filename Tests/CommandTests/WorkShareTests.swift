import SceneProtocol
import Testing

/// The rule that splits a file's scenes between workers and a batch between shards, which the command and the
/// host both apply.
@Suite struct WorkShareTests {
  let names = (0..<40).map { "Scene \($0)" }

  @Test func workersTakeEveryNthSceneAndTogetherTakeEachOnce() {
    let shares = (0..<3).map { WorkShare(worker: $0, workers: 3) }
    for (index, name) in names.enumerated() {
      let owners = shares.filter { $0.contains(index: index, name: name, file: "a.swift") }
      #expect(owners.map(\.worker) == [index % 3])
    }
  }

  @Test func shardsPartitionTheBatchByFileAndName() {
    let shards = (0..<4).map { WorkShare(shard: $0, shards: 4) }
    var sizes = [0, 0, 0, 0]
    for (index, name) in names.enumerated() {
      let owners = shards.filter { $0.contains(index: index, name: name, file: "a.swift") }
      #expect(owners.count == 1)
      sizes[owners[0].shard] += 1
      // The key is the file and the name, not the position: the same scene made later stays in its shard.
      #expect(owners[0].contains(index: 0, name: name, file: "a.swift"))
    }
    #expect(sizes.allSatisfy { $0 > 0 }, "40 scenes over 4 shards leave none empty: \(sizes)")
  }

  @Test func doneScenesAreNoOnesShare() {
    let share = WorkShare(worker: 0, workers: 1, done: [2, 5])
    let taken = names.indices.filter { share.contains(index: $0, name: names[$0], file: "a.swift") }
    #expect(taken == names.indices.filter { $0 != 2 && $0 != 5 })
  }
}
