import NextStopCore
import PostgresNIO

extension PostgresFavouritesStore {
    public func categories(of owner: OwnerID) async throws -> [FavouriteCategory] {
        try await read { sql in try await Self.categories(of: owner, in: sql) }
    }

    public func createCategory(named name: String, for writer: FavouritesWriter) async throws -> FavouriteCategory {
        let name = try FavouriteCategory.validatedName(name)
        return try await write { sql in
            let owner = try await Self.owner(writing: writer, in: sql)
            let existing = try await Self.categories(of: owner, in: sql)
            try FavouritesRules.checkNameIsFree(name, among: existing.map(\.name))
            guard existing.count < FavouritesLimits.categories else {
                throw FavouritesError.limitReached("categories", limit: FavouritesLimits.categories)
            }
            let ids = try await sql.column(
                """
                INSERT INTO categories (owner_id, name, position) VALUES (\(owner.rawValue), \(name), \(existing.count))
                RETURNING id
                """, as: Int64.self)
            return FavouriteCategory(id: FavouriteCategory.ID(ids[0]), name: name, position: existing.count)
        }
    }

    public func renameCategory(_ id: FavouriteCategory.ID, to name: String, for owner: OwnerID) async throws
        -> FavouriteCategory
    {
        let name = try FavouriteCategory.validatedName(name)
        return try await write { sql in
            try await Self.lockOwner(owner, in: sql)
            var category = try await Self.ownedCategory(id, of: owner, in: sql)
            let others = try await Self.categories(of: owner, in: sql).filter { $0.id != id }
            try FavouritesRules.checkNameIsFree(name, among: others.map(\.name))
            try await sql.execute("UPDATE categories SET name = \(name) WHERE id = \(id.rawValue)")
            category.name = name
            return category
        }
    }

    public func deleteCategory(_ id: FavouriteCategory.ID, for owner: OwnerID) async throws {
        try await write { sql in
            try await Self.lockOwner(owner, in: sql)
            _ = try await Self.ownedCategory(id, of: owner, in: sql)
            let uncategorised = try await Self.favouriteIDs(in: nil, of: owner, in: sql)
            let moving = try await Self.favouriteIDs(in: id, of: owner, in: sql)
            try await sql.execute("UPDATE favourites SET category_id = NULL WHERE id = ANY(\(moving)::bigint[])")
            try await Self.assignPositions(uncategorised + moving, in: "favourites", with: sql)
            try await sql.execute("DELETE FROM categories WHERE id = \(id.rawValue)")
            let remaining = try await Self.categories(of: owner, in: sql).map(\.id.rawValue)
            try await Self.assignPositions(remaining, in: "categories", with: sql)
        }
    }

    public func reorderCategories(_ ids: [FavouriteCategory.ID], for owner: OwnerID) async throws {
        try await write { sql in
            try await Self.lockOwner(owner, in: sql)
            for id in ids { _ = try await Self.ownedCategory(id, of: owner, in: sql) }
            let current = try await Self.categories(of: owner, in: sql).map(\.id.rawValue)
            let wanted = ids.map(\.rawValue)
            try FavouritesRules.checkIsPermutation(wanted, of: current, listing: "category")
            try await Self.assignPositions(wanted, in: "categories", with: sql)
        }
    }

    /// Throws `notFound` unless the category is the owner's.
    static func requireCategory(_ id: FavouriteCategory.ID, of owner: OwnerID, in sql: SQLSession) async throws {
        _ = try await ownedCategory(id, of: owner, in: sql)
    }

    private static func categories(of owner: OwnerID, in sql: SQLSession) async throws -> [FavouriteCategory] {
        try await sql.rows(
            "SELECT id, name, position FROM categories WHERE owner_id = \(owner.rawValue) ORDER BY position, id"
        ).map(category(from:))
    }

    /// The owner's category with this id; another owner's is `notFound`, like a missing one.
    private static func ownedCategory(_ id: FavouriteCategory.ID, of owner: OwnerID, in sql: SQLSession) async throws
        -> FavouriteCategory
    {
        let rows = try await sql.rows(
            "SELECT id, name, position FROM categories WHERE id = \(id.rawValue) AND owner_id = \(owner.rawValue)")
        guard let row = rows.first else { throw FavouritesError.notFound("category") }
        return try category(from: row)
    }

    private static func category(from row: PostgresRow) throws -> FavouriteCategory {
        let (id, name, position) = try row.decode((Int64, String, Int).self)
        return FavouriteCategory(id: FavouriteCategory.ID(id), name: name, position: position)
    }
}
