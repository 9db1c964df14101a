import Foundation
import HTTPTypes
import HummingbirdTesting
import NextStopTestSupport
import SQLiteStorage
import Testing

/// Requests that are refused, or that come from devices which never saved anything, must leave no row behind: the
/// database on disk stays the same size however many arrive.
@Suite struct DatabaseFloodTests {
    /// A refused request to every favourites and linking endpoint.
    static let refused: [(HTTPRequest.Method, String, String?)] = [
        (.post, "/api/v1/favourites", "{"),
        (.post, "/api/v1/favourites", #"{"stop_id":"NOT-A-STOP"}"#),
        (.post, "/api/v1/favourites", #"{"stop_id":"\#(ServerHarness.kmbStop)","category_id":999}"#),
        (.patch, "/api/v1/favourites/999999", #"{"category_id":null}"#),
        (.delete, "/api/v1/favourites/999999", nil),
        (.post, "/api/v1/favourites/reorder", #"{"ids":[1]}"#),
        (.post, "/api/v1/categories", "{"),
        (.post, "/api/v1/categories", #"{"name":" "}"#),
        (.patch, "/api/v1/categories/999", #"{"name":"Work"}"#),
        (.delete, "/api/v1/categories/999", nil),
        (.post, "/api/v1/categories/reorder", #"{"ids":[1]}"#),
        (.post, "/api/v1/link-codes", nil),
        (.post, "/api/v1/link", #"{"code":"ZZZZZZ"}"#),
    ]

    @Test func floodOfRefusedAndUnknownDevicesLeavesTheDatabaseTheSameSize() async throws {
        // given a server over a database on disk that holds Alice's list
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("nextstop.sqlite").path
        let harness = try ServerHarness(database: try AppDatabase.open(path: path))
        try await harness.test { client in
            try await client.addFavourite(ServerHarness.kmbStop, as: .alice)
            let before = try Self.bytesOnDisk(path)
            // when every refused request arrives many times, from new devices and from browsers without a token
            for round in 0..<25 {
                for (index, (method, uri, body)) in Self.refused.enumerated() {
                    let stranger = Device(token: "flood-device-\(round)-\(index)-0000000000")
                    let fromDevice = try await client.send(method, uri, json: body, as: stranger)
                    let fromBrowser = try await client.send(method, uri, json: body)
                    // then each is refused, no browser is handed a token, and the database does not grow
                    #expect(fromDevice.status.kind == .clientError, "\(method) \(uri)")
                    #expect(fromBrowser.headers[.setCookie] == nil, "\(method) \(uri)")
                }
            }
            #expect(try Self.bytesOnDisk(path) == before)
        }
    }

    /// The database file and its write-ahead log, in bytes.
    private static func bytesOnDisk(_ path: String) throws -> Int {
        try [path, path + "-wal"].reduce(0) { total, file in
            guard FileManager.default.fileExists(atPath: file) else { return total }
            let size = try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int
            return total + (size ?? 0)
        }
    }
}
