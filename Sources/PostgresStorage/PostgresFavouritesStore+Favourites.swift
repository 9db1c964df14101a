import Foundation
import NextStopCore
import PostgresNIO

extension PostgresFavouritesStore {
    /// The columns `favourite(from:)` reads, in its order.
    static let favouriteColumns =
        "favourites.id, favourites.category_id, favourites.system, favourites.kind, favourites.item_id, favourites.detail, favourites.label, favourites.position, favourites.created_at, favourites.settings"

    public func favourites(of owner: OwnerID) async throws -> [Favourite] {
        try await read { sql in
            try await sql.rows(
                """
                SELECT \(unescaped: Self.favouriteColumns) FROM favourites
                LEFT JOIN categories ON categories.id = favourites.category_id
                WHERE favourites.owner_id = \(owner.rawValue)
                ORDER BY categories.position NULLS FIRST, favourites.position, favourites.id
                """
            ).map(Self.favourite(from:))
        }
    }

    public func addFavourite(_ favourite: NewFavourite, for writer: FavouritesWriter, at date: Date) async throws
        -> Favourite
    {
        let favourite = try favourite.validated()
        return try await write { sql in
            let owner = try await Self.owner(writing: writer, in: sql)
            if let existing = try await Self.sameFavourite(as: favourite, of: owner, in: sql) { return existing }
            if let category = favourite.categoryID { try await Self.requireCategory(category, of: owner, in: sql) }
            let count = try await sql.column(
                "SELECT count(*) FROM favourites WHERE owner_id = \(owner.rawValue)", as: Int.self)[0]
            guard count < FavouritesLimits.favourites else {
                throw FavouritesError.limitReached("favourites", limit: FavouritesLimits.favourites)
            }
            let position = try await Self.favouriteIDs(in: favourite.categoryID, of: owner, in: sql).count
            let item = favourite.item
            let rows = try await sql.rows(
                """
                INSERT INTO favourites
                    (owner_id, category_id, system, kind, item_id, detail, label, position, created_at)
                VALUES (\(owner.rawValue), \(favourite.categoryID?.rawValue), \(item.system), \(item.kind),
                    \(item.id), \(item.detail), \(favourite.label), \(position), \(date))
                RETURNING \(unescaped: Self.favouriteColumns)
                """)
            return try Self.favourite(from: rows[0])
        }
    }

    public func deleteFavourite(_ id: Favourite.ID, for owner: OwnerID) async throws {
        try await write { sql in
            try await Self.lockOwner(owner, in: sql)
            let favourite = try await Self.ownedFavourite(id, of: owner, in: sql)
            try await sql.execute("DELETE FROM favourites WHERE id = \(id.rawValue)")
            let remaining = try await Self.favouriteIDs(in: favourite.categoryID, of: owner, in: sql)
            try await Self.assignPositions(remaining, in: "favourites", with: sql)
        }
    }

    public func moveFavourite(
        _ id: Favourite.ID, to category: FavouriteCategory.ID?, at position: Int?, for owner: OwnerID
    ) async throws -> Favourite {
        if let position, position < 0 {
            throw FavouritesError.invalid(field: "position", reason: "A position is 0 or more.")
        }
        return try await write { sql in
            try await Self.lockOwner(owner, in: sql)
            let favourite = try await Self.ownedFavourite(id, of: owner, in: sql)
            if let category { try await Self.requireCategory(category, of: owner, in: sql) }
            var target = try await Self.favouriteIDs(in: category, of: owner, in: sql).filter { $0 != id.rawValue }
            target.insert(id.rawValue, at: min(position ?? target.count, target.count))
            try await sql.execute("UPDATE favourites SET category_id = \(category?.rawValue) WHERE id = \(id.rawValue)")
            if favourite.categoryID != category {
                let left = try await Self.favouriteIDs(in: favourite.categoryID, of: owner, in: sql)
                try await Self.assignPositions(left, in: "favourites", with: sql)
            }
            try await Self.assignPositions(target, in: "favourites", with: sql)
            return try await Self.ownedFavourite(id, of: owner, in: sql)
        }
    }

    public func reorderFavourites(_ ids: [Favourite.ID], in category: FavouriteCategory.ID?, for owner: OwnerID)
        async throws
    {
        try await write { sql in
            try await Self.lockOwner(owner, in: sql)
            if let category { try await Self.requireCategory(category, of: owner, in: sql) }
            for id in ids { _ = try await Self.ownedFavourite(id, of: owner, in: sql) }
            let wanted = ids.map(\.rawValue)
            let current = try await Self.favouriteIDs(in: category, of: owner, in: sql)
            try FavouritesRules.checkIsPermutation(wanted, of: current, listing: "favourite")
            try await Self.assignPositions(wanted, in: "favourites", with: sql)
        }
    }

    public func setFavouriteSettings(_ settings: String?, of id: Favourite.ID, for owner: OwnerID) async throws
        -> Favourite
    {
        try FavouritesRules.checkSettings(settings)
        return try await write { sql in
            _ = try await Self.ownedFavourite(id, of: owner, in: sql)
            try await sql.execute("UPDATE favourites SET settings = \(settings) WHERE id = \(id.rawValue)")
            return try await Self.ownedFavourite(id, of: owner, in: sql)
        }
    }

    /// The ids of one category's favourites (`nil`: uncategorised), in order.
    static func favouriteIDs(in category: FavouriteCategory.ID?, of owner: OwnerID, in sql: SQLSession) async throws
        -> [Int64]
    {
        try await sql.column(
            """
            SELECT id FROM favourites
            WHERE owner_id = \(owner.rawValue) AND category_id IS NOT DISTINCT FROM \(category?.rawValue)
            ORDER BY position, id
            """)
    }

    /// The owner's favourite with this id; another owner's is `notFound`, like a missing one.
    private static func ownedFavourite(_ id: Favourite.ID, of owner: OwnerID, in sql: SQLSession) async throws
        -> Favourite
    {
        let rows = try await sql.rows(
            """
            SELECT \(unescaped: favouriteColumns) FROM favourites
            WHERE id = \(id.rawValue) AND owner_id = \(owner.rawValue)
            """)
        guard let row = rows.first else { throw FavouritesError.notFound("favourite") }
        return try favourite(from: row)
    }

    /// The owner's favourite for the same item, whatever its category or label.
    private static func sameFavourite(as favourite: NewFavourite, of owner: OwnerID, in sql: SQLSession) async throws
        -> Favourite?
    {
        let item = favourite.item
        let rows = try await sql.rows(
            """
            SELECT \(unescaped: favouriteColumns) FROM favourites
            WHERE owner_id = \(owner.rawValue) AND system = \(item.system) AND kind = \(item.kind)
                AND item_id = \(item.id) AND detail IS NOT DISTINCT FROM \(item.detail)
            """)
        return try rows.first.map(Self.favourite(from:))
    }

    /// The core value of a row read with `favouriteColumns`.
    private static func favourite(from row: PostgresRow) throws -> Favourite {
        let (id, category, system, kind, itemID, detail, label, position, createdAt, settings) = try row.decode(
            (Int64, Int64?, String, String, String, String?, String?, Int, Date, String?).self)
        return Favourite(
            id: Favourite.ID(id), categoryID: category.map { FavouriteCategory.ID($0) },
            item: FavouriteItem(system: system, kind: kind, id: itemID, detail: detail), label: label,
            position: position, createdAt: createdAt, settings: settings)
    }
}
