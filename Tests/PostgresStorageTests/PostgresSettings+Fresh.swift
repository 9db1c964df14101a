import Foundation
import NextStopTestSupport
import PostgresStorage

extension PostgresSettings {
    /// Settings for a schema no other test uses, on `TestPostgres.url`.
    static func fresh() throws -> PostgresSettings {
        var settings = try PostgresSettings(url: TestPostgres.url)
        settings.schema = "test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        settings.poolSize = 2
        // The whole suite keeps both cores busy for minutes and a task can wait long for a thread: the timeout under
        // test is the database's, not the test process's, so it is set well above any such wait.
        settings.operationTimeout = .seconds(60)
        return settings
    }
}
