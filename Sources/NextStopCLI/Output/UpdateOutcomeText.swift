import DatasetDistribution
import Foundation

/// The line `update` prints when it finishes.
enum UpdateOutcomeText {
    static func line(_ outcome: UpdateOutcome, dataset: String) -> String {
        switch outcome {
        case .checkedRecently(let nextCheck):
            "\(dataset) was checked less than a day ago; next check after "
                + "\(ISO8601DateFormatter().string(from: nextCheck)) (--force checks now)"
        case .unchanged(let version, let bytes):
            "\(dataset) version \(version) is up to date (\(bytes) bytes received)"
        case .skippedRolledBack(let version, let current, let bytes):
            "\(dataset) version \(version) was rolled back from; staying on version \(current) "
                + "(\(bytes) bytes received; --force installs it)"
        case .installed(let version, let method, let bytes):
            "installed \(dataset) version \(version) via \(method.rawValue) (\(bytes) bytes received)"
        }
    }
}
