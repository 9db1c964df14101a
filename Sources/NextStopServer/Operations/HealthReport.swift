import Foundation

/// The server's health: degraded when the dataset is stale or an upstream is failing, with the reasons why.
struct HealthReport {
    var isDegraded: Bool { !reasons.isEmpty }
    var reasons: [String] = []
    var dataset: DatasetInfo?
    var datasetAge: TimeInterval?
    var upstreams: [(name: String, state: UpstreamState)]

    init(_ operations: ServerOperations, dataset: DatasetInfo?, now: Date) {
        self.dataset = dataset
        upstreams = operations.upstreams?.snapshot ?? []
        if let dataset {
            let age = now.timeIntervalSince(dataset.generatedAt)
            datasetAge = age
            if age > DatasetInfo.staleAfter {
                reasons.append("dataset \(dataset.version) is \(Int(age / 86_400)) days old")
            }
        }
        for (name, state) in upstreams where state.isFailing {
            reasons.append("\(name) failing: the last \(state.consecutiveFailures) attempts failed")
        }
    }
}
