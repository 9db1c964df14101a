import Foundation
import GRDB
import HongKongBus
import NextStopCore
import Testing

@testable import SQLiteStorage

/// A favourites store over a fresh in-memory database, with the setup most tests share.
struct StoreHarness {
    let database: AppDatabase
    let store: SQLiteFavouritesStore
    let now = Date(timeIntervalSince1970: 1_790_000_000)

    static let kmbStop = "18492910339410B1"
    static let ctbStop = "002403"
    static let kmb1 = RouteKey(company: .kmb, route: "1", direction: .outbound, serviceType: 1)
    static let ctb11 = RouteKey(company: .ctb, route: "11", direction: .inbound, serviceType: 1)

    init() throws {
        database = try AppDatabase.inMemory()
        store = SQLiteFavouritesStore(database: database)
    }

    /// A stand-in for the server's hash of a device token: 64 characters, distinct per name.
    static func tokenHash(_ name: String) -> String {
        let hex = name.utf8.map { String($0, radix: 16) }.joined()
        return String((hex + String(repeating: "0", count: 64)).prefix(64))
    }

    /// The owner of a newly seen device called `name`.
    func owner(_ name: String) async throws -> OwnerID {
        try await store.registerDevice(tokenHash: Self.tokenHash(name), at: now)
    }

    func add(_ stopID: String, _ route: RouteKey? = nil, in category: FavouriteCategory.ID? = nil, for owner: OwnerID)
        async throws -> Favourite
    {
        let favourite = NewFavourite(item: BusFavourite(stopID: stopID, route: route).item, categoryID: category)
        return try await store.addFavourite(favourite, for: .owner(owner), at: now)
    }

    func category(_ name: String, for owner: OwnerID) async throws -> FavouriteCategory {
        try await store.createCategory(named: name, for: .owner(owner))
    }

    /// Everything an owner sees, to show that a refused operation changed nothing.
    func snapshot(of owner: OwnerID) async throws -> Snapshot {
        Snapshot(categories: try await store.categories(of: owner), favourites: try await store.favourites(of: owner))
    }

    /// The ids of an owner's favourites, in listing order.
    func favouriteIDs(of owner: OwnerID) async throws -> [Favourite.ID] {
        try await store.favourites(of: owner).map(\.id)
    }

    /// Rows in a table, counted with SQL so nothing the store hides is missed.
    func rowCount(_ table: String) async throws -> Int {
        try await database.writer.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM \(table)")! }
    }

    /// Runs raw SQL, bypassing the store.
    func execute(_ sql: String) async throws {
        try await database.writer.write { try $0.execute(sql: sql) }
    }

    struct Snapshot: Equatable {
        var categories: [FavouriteCategory]
        var favourites: [Favourite]
    }
}
