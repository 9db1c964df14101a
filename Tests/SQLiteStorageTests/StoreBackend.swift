import NextStopTestSupport
import Testing

/// The databases the favourites store suite runs against: SQLite always, PostgreSQL when `TestPostgres` is enabled.
enum StoreBackend: String, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    var testDescription: String { rawValue }

    static let all: [StoreBackend] = TestPostgres.isEnabled ? [.sqlite, .postgres] : [.sqlite]
}
