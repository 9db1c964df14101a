import Foundation
import HummingbirdTesting
import NextStopCore
import Testing

@testable import NextStopServer

/// A device's reminders through the API: what each kind's watch must say, refused with a 400 naming the part at fault
/// and nothing kept, the limit per device, and each device seeing only its own.
@Suite struct RemindersControllerTests {
    private static let stop = ServerHarness.kmbStop

    private func keep(_ json: String, as device: Device = .alice, _ client: some TestClientProtocol) async throws
        -> TestResponse
    {
        try await client.send(.post, "/api/v1/reminders", json: json, as: device)
    }

    @Test(arguments: [
        (#"{"kind":"bus-arrival","watch":{"stop":"nowhere","route":"1","minutes":5}}"#, "watch.stop"),
        (#"{"kind":"bus-arrival","watch":{"stop":"\#(stop)","route":"1","minutes":0}}"#, "watch.minutes"),
        (#"{"kind":"bus-arrival","watch":{"stop":"\#(stop)","route":"1"}}"#, "watch"),
        (
            #"{"kind":"bus-arrival","watch":{"stop":"\#(stop)","route":"1","minutes":5,"window":{"from":"09:00","until":"08:00","days":"daily"}}}"#,
            "watch.until"
        ),
        (
            #"{"kind":"bus-arrival","watch":{"stop":"\#(stop)","route":"1","minutes":5,"window":{"from":"9am","until":"10:00","days":"daily"}}}"#,
            "watch.from"
        ),
        (
            #"{"kind":"caltrain-trip","watch":{"from":"sf","to":"sf","delay":5,"window":{"from":"07:00","until":"08:00","days":"weekdays"}}}"#,
            "watch.to"
        ),
        (
            #"{"kind":"caltrain-trip","watch":{"from":"atlantis","to":"sf","delay":5,"window":{"from":"07:00","until":"08:00","days":"weekdays"}}}"#,
            "watch.from"
        ),
        (#"{"kind":"hk-warnings"}"#, "watch"),
        (#"{"kind":"Bus Arrival","watch":{}}"#, "kind"),
        (#"{"watch":{}}"#, nil),
    ])
    func aWatchThatCannotBeReadIsRefusedNamingItsPartAndNothingIsKept(body: String, field: String?) async throws {
        let harness = try ServerHarness()
        try await harness.test { client in
            let answer = try await keep(body, client)

            #expect(answer.status == .badRequest)
            let error = try #require(try jsonObject(answer)["error"] as? [String: Any])
            #expect(!((error["message"] as? String) ?? "").isEmpty)
            if let field { #expect(error["field"] as? String == field) }
            #expect(try await harness.store.reminders(ofDevice: try #require(deviceTokenHash(Device.alice.token))).isEmpty)
        }
    }

    @Test func aDeviceKeepsAtMostFiftyAndTheNextIsRefused() async throws {
        let harness = try ServerHarness()
        try await harness.test { client in
            // given 50 reminders, each for another number of minutes
            for minutes in 1...FavouritesLimits.remindersPerDevice {
                let answer = try await keep(
                    #"{"kind":"bus-arrival","watch":{"stop":"\#(Self.stop)","route":"1","minutes":\#(minutes)}}"#, client)
                #expect(answer.status == .created)
            }

            // when
            let refused = try await keep(#"{"kind":"hk-warnings","watch":{}}"#, client)

            // then
            #expect(refused.status == .badRequest)
            #expect((try jsonObject(refused)["error"] as? [String: Any])?["field"] as? String == "reminders")
            let listed = try jsonObject(try await client.send(.get, "/api/v1/reminders", as: .alice))
            #expect((listed["reminders"] as? [Any])?.count == FavouritesLimits.remindersPerDevice)
        }
    }

    @Test func theSameWatchIsKeptOnceAndEachDeviceSeesItsOwn() async throws {
        let harness = try ServerHarness()
        try await harness.test { client in
            // given
            let body = #"{"kind":"bus-arrival","watch":{"minutes":5,"route":"1","stop":"\#(Self.stop)"}}"#
            let first = try jsonObject(try await keep(body, client))

            // when the same watch comes again, its members in another order, and Bob keeps one too
            let reordered = #"{"watch":{"stop":"\#(Self.stop)","route":"1","minutes":5},"kind":"bus-arrival"}"#
            let again = try jsonObject(try await keep(reordered, client))
            _ = try await keep(body, as: .bob, client)

            // then
            #expect(first["id"] as? Int == again["id"] as? Int)
            #expect(first["title"] as? String == "1 at Chuk Yuen Estate (WT916)")
            let alices = try jsonObject(try await client.send(.get, "/api/v1/reminders", as: .alice))
            #expect((alices["reminders"] as? [Any])?.count == 1)
            let id = try #require(first["id"] as? Int)
            #expect(try await client.send(.delete, "/api/v1/reminders/\(id)", as: .bob).status == .notFound)
            #expect(try await client.send(.delete, "/api/v1/reminders/\(id)", as: .alice).status == .noContent)
        }
    }
}
