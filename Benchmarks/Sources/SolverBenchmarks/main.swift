// Runs the solver workloads in release mode and prints one JSON line per workload:
// {"name": ..., "median": seconds, "min": seconds, "runs": n}. `run.sh` joins them with kiwisolver's figures.
//
// Usage: SolverBenchmarks [substring ...]   (only the workloads whose name contains one of the substrings)
import Foundation

let filters = Array(CommandLine.arguments.dropFirst())
var failed = false
for workload in Workloads.all where filters.isEmpty || filters.contains(where: { workload.name.contains($0) }) {
  do {
    var times: [Double] = []
    for _ in 0..<workload.repetitions { times.append(try workload.run()) }
    times.sort()
    let median = times[times.count / 2]
    print("{\"name\": \"\(workload.name)\", \"median\": \(median), \"min\": \(times[0]), \"runs\": \(times.count)}")
  } catch {
    FileHandle.standardError.write(Data("\(workload.name): \(error)\n".utf8))
    failed = true
  }
}
if failed { exit(1) }
