import Foundation
import NextStopCore
import PostgresNIO

/// The cluster's request counts as rows of `request_tallies`, one per client and minute: each server adds its counts
/// in one statement and reads back the totals. Rows of windows over ten minutes old are deleted on about one call in
/// a hundred.
public struct PostgresRequestTally: RequestTally {
    let database: PostgresDatabase

    /// Tallies in `database`.
    public init(database: PostgresDatabase) { self.database = database }

    public func add(_ counts: [String: Int], window: Date, reportingFrom heavy: Int) async throws -> [String: Int] {
        let (clients, requests) = (Array(counts.keys), counts.keys.map { counts[$0]! })
        let (logger, sweeps) = (database.logger, Int.random(in: 0..<100) == 0)
        return try await database.withConnection { connection in
            var totals: [String: Int] = [:]
            if !clients.isEmpty {
                let added = try await connection.query(
                    """
                    INSERT INTO request_tallies (client, window_start, requests)
                    SELECT client, \(window), requests
                    FROM unnest(\(clients)::text[], \(requests)::bigint[]) AS t(client, requests)
                    ON CONFLICT (client, window_start)
                    DO UPDATE SET requests = request_tallies.requests + EXCLUDED.requests
                    RETURNING client, requests
                    """, logger: logger)
                for try await (client, total) in added.decode((String, Int).self) { totals[client] = total }
            }
            let heavyRows = try await connection.query(
                "SELECT client, requests FROM request_tallies WHERE window_start = \(window) AND requests >= \(heavy)",
                logger: logger)
            for try await (client, total) in heavyRows.decode((String, Int).self) { totals[client] = total }
            if sweeps {
                let cutoff = window.addingTimeInterval(-600)
                try await connection.perform("DELETE FROM request_tallies WHERE window_start < \(cutoff)", logger: logger)
            }
            return totals
        }
    }
}
