import Logging
import NextStopCore

/// Keeps every message logged, with its metadata, as one line of text.
struct CapturingLogHandler: LogHandler {
    let lines: LockedValue<[String]>
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let fields = (event.metadata ?? [:]).merging(metadata) { given, _ in given }
            .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        lines.withLock { $0.append(([event.message.description] + fields).joined(separator: " ")) }
    }
}
