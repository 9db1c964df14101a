import DatasetDistribution
import Foundation
import HongKongBusDataset
import NextStopDataset

/// The few lines `collect` prints when it finishes.
struct CollectionSummary {
    let outcome: CollectionOutcome<HKBusDataset>
    let folder: URL

    var text: String {
        let report = outcome.report
        let issues = report.issues
        var lines = ["\(Self.headline(of: outcome)) in \(folder.path)"]
        if case .rejected = outcome {
            lines.append("Failed checks:")
            lines += report.failedChecks.map { "  \($0.name): \($0.detail)" }
        }
        let summary = report.summary
        lines.append(
            "\(summary.totalRoutes) routes, \(summary.totalStops) stops, \(summary.totalRouteStops) route stops, "
                + "\(report.fileSizeBytes) bytes, \(String(format: "%.1f", report.durationSeconds)) s")
        if !issues.forbiddenRoutes.isEmpty || !issues.failedRoutes.isEmpty || !issues.missingStops.isEmpty {
            lines.append(
                "\(issues.forbiddenRoutes.count) routes refused (403), \(issues.failedRoutes.count) failed, "
                    + "\(issues.missingStops.count) stops missing (placeholders); see validation_report.json")
        }
        return lines.joined(separator: "\n")
    }

    /// What a collection did, in one line.
    static func headline(of outcome: CollectionOutcome<HKBusDataset>) -> String {
        switch outcome {
        case .published(let dataset, _): "published hk-bus version \(dataset.metadata.version)"
        case .unchanged(let current, _): "unchanged: the network equals the current version \(current.version), nothing published"
        case .rejected: "dataset rejected; the current dataset stays in use"
        }
    }
}
