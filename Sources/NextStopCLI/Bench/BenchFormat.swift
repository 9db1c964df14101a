import Foundation

/// Number formatting for benchmark reports.
enum BenchFormat {
    static func megabytes(_ bytes: Int) -> String { String(format: "%.2f MB", Double(bytes) / 1_000_000) }
    static func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
    static func microseconds(_ seconds: Double) -> String { String(format: "%.2f µs", seconds * 1_000_000) }
    static func ratio(_ value: Double) -> String { String(format: "%.3g×", value) }
    static func percent(_ value: Double) -> String { String(format: "%.0f %%", value * 100) }
}
