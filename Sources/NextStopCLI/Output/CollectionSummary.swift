import Collector
import Foundation

/// The few lines `collect` prints when it finishes.
struct CollectionSummary {
    let outcome: CollectionOutcome
    let folder: URL

    var text: String {
        let report = outcome.report
        let issues = report.issues
        var lines: [String] = []
        switch outcome {
        case .published(let metadata, _):
            lines.append("published hk-bus version \(metadata.version) in \(folder.path)")
        case .rejected:
            lines.append("dataset rejected; the current dataset stays in use. Failed checks:")
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
}
