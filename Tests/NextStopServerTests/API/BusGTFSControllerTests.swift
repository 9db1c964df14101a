import Foundation
import Hummingbird
import HummingbirdTesting
import NextStopCore
import Testing

@testable import NextStopServer

/// `GET /gtfs-rt/hk-bus/trip-updates.pb` is encoded at most once in the 15 s its answer tells consumers they may keep
/// it, however many poll, and again once those have passed.
struct BusGTFSControllerTests {
    @Test func theTripUpdatesAreEncodedOnceForAsLongAsConsumersMayKeepThem() async throws {
        let harness = try ServerHarness()
        let encodings = LockedValue(0)
        let controller = BusGTFSController(
            live: harness.dependencies.live,
            encodeTripUpdates: { _, _ in
                let count = encodings.withLock { count in
                    count += 1
                    return count
                }
                return Data("encoding \(count)".utf8)
            },
            timeSource: harness.clock)
        let router = Router(context: APIRequestContext.self)
        controller.addRoutes(to: router)
        try await Application(router: router).test(.router) { client in
            func feed() async throws -> String {
                let response = try await client.execute(uri: "/gtfs-rt/hk-bus/trip-updates.pb", method: .get)
                #expect(response.status == .ok)
                #expect(response.headers[.cacheControl] == "public, max-age=15")
                return String(buffer: response.body)
            }
            var answers = [try await feed()]
            for _ in 0..<5 { answers.append(try await feed()) }
            harness.clock.advance(by: 14.9)
            answers.append(try await feed())
            #expect(answers == Array(repeating: "encoding 1", count: 7))
            harness.clock.advance(by: 0.1)
            let later = try await feed()
            #expect(later == "encoding 2")
        }
        #expect(encodings.value == 2)
    }
}
