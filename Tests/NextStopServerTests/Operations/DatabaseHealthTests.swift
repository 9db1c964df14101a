import Foundation
import HummingbirdTesting
import NextStopCore
import NextStopServer
import Testing

/// A favourites database that is down: the favourites API answers 503 with a JSON message, everything else keeps
/// answering, and `/healthz` is degraded with the reason.
@Suite struct DatabaseHealthTests {
    /// A database whose server is down.
    private struct DownDatabase: DatabaseHealth {
        func problem() async -> String? { "postgres://app@127.0.0.1:5432/nextstop did not answer within 5 seconds" }
    }

    /// A store whose every operation finds its database down, as `PostgresFavouritesStore` then does.
    private struct DownStore: FavouritesStore {
        private var down: FavouritesUnavailable { FavouritesUnavailable(reason: "127.0.0.1:5432 refused the connection") }

        func owner(ofDevice tokenHash: String) async throws -> OwnerID? { throw down }
        func replaceDevice(_ tokenHash: String, with replacementHash: String, at date: Date) async throws -> OwnerID? {
            throw down
        }
        func categories(of owner: OwnerID) async throws -> [FavouriteCategory] { throw down }
        func createCategory(named name: String, for writer: FavouritesWriter) async throws -> FavouriteCategory {
            throw down
        }
        func renameCategory(_ id: FavouriteCategory.ID, to name: String, for owner: OwnerID) async throws
            -> FavouriteCategory
        { throw down }
        func deleteCategory(_ id: FavouriteCategory.ID, for owner: OwnerID) async throws { throw down }
        func reorderCategories(_ ids: [FavouriteCategory.ID], for owner: OwnerID) async throws { throw down }
        func favourites(of owner: OwnerID) async throws -> [Favourite] { throw down }
        func addFavourite(_ favourite: NewFavourite, for writer: FavouritesWriter, at date: Date) async throws
            -> Favourite
        { throw down }
        func deleteFavourite(_ id: Favourite.ID, for owner: OwnerID) async throws { throw down }
        func moveFavourite(_ id: Favourite.ID, to category: FavouriteCategory.ID?, at position: Int?, for owner: OwnerID)
            async throws -> Favourite
        { throw down }
        func reorderFavourites(_ ids: [Favourite.ID], in category: FavouriteCategory.ID?, for owner: OwnerID)
            async throws
        { throw down }
        func setFavouriteSettings(_ settings: String?, of id: Favourite.ID, for owner: OwnerID) async throws
            -> Favourite
        { throw down }
        func createLinkCode(for owner: OwnerID, secretHash: String, now: Date, lifetime: TimeInterval) async throws
            -> String
        { throw down }
        func redeemLinkSecret(_ secretHash: String, device tokenHash: String, now: Date) async throws -> OwnerID {
            throw down
        }
        func requestLink(code: String, device tokenHash: String, now: Date) async throws { throw down }
        func confirmLink(for owner: OwnerID, now: Date) async throws { throw down }
        func devices(of owner: OwnerID, current tokenHash: String) async throws -> [LinkedDevice] { throw down }
        func unlinkDevice(_ id: LinkedDevice.ID, from owner: OwnerID) async throws { throw down }
        func savePushSubscription(_ subscription: DevicePushSubscription, device tokenHash: String, at date: Date)
            async throws
        { throw down }
        func pushSubscriptions(ofDevice tokenHash: String) async throws -> [DevicePushSubscription] { throw down }
        func deletePushSubscription(endpoint: String, device tokenHash: String) async throws { throw down }
        func forgetPushSubscription(endpoint: String) async throws { throw down }
        func addReminder(_ reminder: NewReminder, device tokenHash: String, at date: Date) async throws -> Reminder {
            throw down
        }
        func reminders(ofDevice tokenHash: String) async throws -> [Reminder] { throw down }
        func updateReminder(_ id: Reminder.ID, enabled: Bool?, atNight: Bool?, device tokenHash: String) async throws
            -> Reminder
        { throw down }
        func deleteReminder(_ id: Reminder.ID, device tokenHash: String) async throws { throw down }
        func watchedReminders(kind: String) async throws -> [WatchedReminder] { throw down }
        func claimNotification(_ event: String, of id: Reminder.ID, urgent: Bool, dailyCap: Int, at date: Date)
            async throws -> NotificationClaim
        { throw down }
        func forgetNotification(_ event: String, of id: Reminder.ID) async throws { throw down }
        func finishReminder(_ id: Reminder.ID) async throws { throw down }
    }

    private struct Health: Decodable {
        var status: String
        var reasons: [String]
    }

    private static func downServer() throws -> TestDependencies {
        var dependencies = try ServerHarness().dependencies
        dependencies.favourites = DownStore()
        dependencies.operations.database = DownDatabase()
        return dependencies
    }

    @Test func favouritesAnswer503WithAMessageThatNamesNoHost() async throws {
        try await buildApplication(try Self.downServer()).test(.router) { client in
            let writes = try await client.send(
                .post, "/api/v1/favourites", json: #"{"stop_id":"\#(ServerHarness.kmbStop)"}"#, as: .alice)
            let reads = try await client.get("/api/v1/favourites", as: .alice)

            for response in [writes, reads] {
                #expect(response.status == .serviceUnavailable)
                let message = try response.decode(ErrorBody.self).error.message
                #expect(message.contains("database is not answering"))
                #expect(!message.contains("127.0.0.1"))
            }
        }
    }

    @Test func theRestKeepsAnsweringAndHealthIsDegradedWithTheReason() async throws {
        try await buildApplication(try Self.downServer()).test(.router) { client in
            #expect(try await client.get("/api/v1/stops/\(ServerHarness.kmbStop)").status == .ok)

            let health = try await client.get("/healthz").decode(Health.self)

            #expect(health.status == "degraded")
            #expect(
                health.reasons == [
                    "favourites database: postgres://app@127.0.0.1:5432/nextstop did not answer within 5 seconds"
                ])
        }
    }

    @Test("a server whose database is down is alive but not ready: /readyz is 503 with the reason, then 200")
    func notReadyWhileTheDatabaseIsDown() async throws {
        try await buildApplication(try Self.downServer()).test(.router) { client in
            let down = try await client.get("/readyz")

            #expect(down.status == .serviceUnavailable)
            let reasons = try down.decode(Health.self).reasons
            #expect(reasons.first?.hasPrefix("favourites database: ") == true)
            let alive = try await client.get("/healthz")
            #expect(alive.status == .ok)
        }
        try await ServerHarness().test { client in
            let up = try await client.get("/readyz")
            #expect(up.status == .ok)
        }
    }
}
