import Foundation
import LiveTransport
import NextStopCore

extension HongKongBusAssembly {
    /// Nearby around Central, without and with arrivals, and the arrivals at the stop of its first row.
    var loadTestEndpoints: [LoadTestEndpoint] {
        let nearby = "/api/v1/nearby?lat=22.2819&lon=114.1582"
        return [
            LoadTestEndpoint("HK buses: nearby (50 stops and their routes)", nearby),
            LoadTestEndpoint("HK buses: nearby + arrivals, warm", nearby + "&arrivals=1", warm: true),
            LoadTestEndpoint("HK buses: stop arrivals, warm", warm: true) { base in
                "/api/v1/stops/\(try await Self.firstRowStop(of: base + nearby))/arrivals"
            },
        ]
    }

    /// The stop of a nearby answer's first route row.
    private static func firstRowStop(of url: String) async throws -> String {
        let answer = try await AsyncHTTPTransport().send(HTTPRequest(url: URL(string: url)!))
        let object = try JSONSerialization.jsonObject(with: answer.body) as? [String: Any]
        let rows = object?["routes"] as? [[String: Any]]
        guard let stop = (rows?.first?["stop"] as? [String: Any])?["id"] as? String else {
            throw CLIError("no route row in the nearby answer of \(url)")
        }
        return stop
    }
}
