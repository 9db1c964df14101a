import Foundation
import GRDB
import HongKongBus
import NextStopCore
import NextStopTestSupport
import PostgresNIO
import Testing

@testable import PostgresStorage
@testable import SQLiteStorage

/// A favourites store over a fresh database of the given backend (SQLite in memory, or a PostgreSQL schema of its
/// own), with the setup most tests share.
struct StoreHarness {
    let backend: StoreBackend
    let store: any FavouritesStore
    /// Counts a table's rows with SQL, bypassing the store.
    private let countRows: @Sendable (String) async throws -> Int
    /// The store's own `registerDevice`, which is not part of `FavouritesStore`.
    private let register: @Sendable (String, Date) async throws -> OwnerID
    let now = Date(timeIntervalSince1970: 1_790_000_000)

    static let kmbStop = "18492910339410B1"
    static let ctbStop = "002403"
    static let kmb1 = RouteKey(company: .kmb, route: "1", direction: .outbound, serviceType: 1)
    static let ctb11 = RouteKey(company: .ctb, route: "11", direction: .inbound, serviceType: 1)

    init(_ backend: StoreBackend) async throws {
        self.backend = backend
        switch backend {
        case .sqlite:
            let database = try AppDatabase.inMemory()
            let store = SQLiteFavouritesStore(database: database)
            self.store = store
            register = { try await store.registerDevice(tokenHash: $0, at: $1) }
            countRows = { table in
                try await database.writer.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM \(table)")! }
            }
        case .postgres:
            let database = try await Self.freshPostgres()
            let store = PostgresFavouritesStore(database: database)
            self.store = store
            register = { try await store.registerDevice(tokenHash: $0, at: $1) }
            countRows = { table in
                try await database.withConnection { connection in
                    let query = PostgresQuery(unsafeSQL: "SELECT count(*) FROM \(table)")
                    let rows = try await connection.query(query, logger: database.logger).collect()
                    return try rows[0].decode(Int.self)
                }
            }
        }
    }

    /// A migrated database in a schema no other test uses, on a small pool.
    static func freshPostgres() async throws -> PostgresStorage.PostgresDatabase {
        var settings = try PostgresSettings(url: TestPostgres.url)
        settings.schema = "test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        settings.poolSize = 2
        // The whole suite keeps both cores busy for minutes and a task can wait long for a thread: the timeout under
        // test is the database's, not the test process's, so it is set well above any such wait.
        settings.operationTimeout = .seconds(60)
        return try await PostgresStorage.PostgresDatabase.open(settings)
    }

    /// A stand-in for the server's hash of a device token: 64 characters, distinct per name.
    static func tokenHash(_ name: String) -> String {
        let hex = name.utf8.map { String($0, radix: 16) }.joined()
        return String((hex + String(repeating: "0", count: 64)).prefix(64))
    }

    /// The owner of a device with this token hash, registering it if new.
    func registerDevice(tokenHash: String, at date: Date) async throws -> OwnerID {
        try await register(tokenHash, date)
    }

    /// The owner of a newly seen device called `name`.
    func owner(_ name: String) async throws -> OwnerID {
        try await registerDevice(tokenHash: Self.tokenHash(name), at: now)
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
        try await countRows(table)
    }

    struct Snapshot: Equatable {
        var categories: [FavouriteCategory]
        var favourites: [Favourite]
    }
}
