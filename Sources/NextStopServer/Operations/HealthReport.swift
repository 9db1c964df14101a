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
            datasetAge = now.timeIntervalSince(dataset.generatedAt)
            let unconfirmed = now.timeIntervalSince(dataset.knownCurrentAt)
            if unconfirmed > DatasetInfo.staleAfter {
                let days = Int(unconfirmed / 86_400)
                reasons.append(
                    dataset.confirmedAt == nil
                        ? "dataset \(dataset.version) is \(days) days old"
                        : "dataset \(dataset.version) was last confirmed current \(days) days ago")
            }
        }
        for (name, state) in upstreams where state.isFailing {
            reasons.append("\(name) failing: the last \(state.consecutiveFailures) attempts failed")
        }
    }
}
