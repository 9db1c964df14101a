import Foundation
import GRDB
import NextStopCore

extension SQLiteFavouritesStore {
    private typealias Columns = FavouriteRecord.CodingKeys

    public func favourites(of owner: OwnerID) async throws -> [Favourite] {
        try await read { db in
            try FavouriteRecord.fetchAll(
                db,
                sql: """
                    SELECT favourites.* FROM favourites
                    LEFT JOIN categories ON categories.id = favourites.category_id
                    WHERE favourites.owner_id = ?
                    ORDER BY categories.position NULLS FIRST, favourites.position, favourites.id
                    """,
                arguments: [owner.rawValue]
            ).map(\.favourite)
        }
    }

    public func addFavourite(_ favourite: NewFavourite, for writer: FavouritesWriter, at date: Date) async throws
        -> Favourite
    {
        let favourite = try favourite.validated()
        return try await write { db in
            let owner = try Self.owner(writing: writer, in: db)
            if let existing = try Self.sameFavourite(as: favourite, of: owner, in: db) { return existing.favourite }
            if let category = favourite.categoryID { _ = try Self.ownedCategory(category, of: owner, in: db) }
            let count = try FavouriteRecord.filter(Columns.ownerID == owner.rawValue).fetchCount(db)
            guard count < FavouritesLimits.favourites else {
                throw FavouritesError.limitReached("favourites", limit: FavouritesLimits.favourites)
            }
            let position = try Self.favouriteIDs(in: favourite.categoryID, of: owner, in: db).count
            let record = FavouriteRecord(favourite, ownerID: owner.rawValue, position: position, createdAt: date)
            return try record.inserted(db).favourite
        }
    }

    public func deleteFavourite(_ id: Favourite.ID, for owner: OwnerID) async throws {
        try await write { db in
            let record = try Self.ownedFavourite(id, of: owner, in: db)
            try record.delete(db)
            let category = record.categoryID.map { FavouriteCategory.ID($0) }
            try db.assignPositions(Self.favouriteIDs(in: category, of: owner, in: db), of: FavouriteRecord.self)
        }
    }

    public func moveFavourite(
        _ id: Favourite.ID, to category: FavouriteCategory.ID?, at position: Int?, for owner: OwnerID
    ) async throws -> Favourite {
        if let position, position < 0 {
            throw FavouritesError.invalid(field: "position", reason: "A position is 0 or more.")
        }
        return try await write { db in
            var record = try Self.ownedFavourite(id, of: owner, in: db)
            if let category { _ = try Self.ownedCategory(category, of: owner, in: db) }
            let source = record.categoryID.map { FavouriteCategory.ID($0) }
            var target = try Self.favouriteIDs(in: category, of: owner, in: db).filter { $0 != id.rawValue }
            target.insert(id.rawValue, at: min(position ?? target.count, target.count))
            record.categoryID = category?.rawValue
            try record.update(db)
            if source != category {
                try db.assignPositions(Self.favouriteIDs(in: source, of: owner, in: db), of: FavouriteRecord.self)
            }
            try db.assignPositions(target, of: FavouriteRecord.self)
            return try FavouriteRecord.fetchOne(db, key: id.rawValue)!.favourite
        }
    }

    public func reorderFavourites(_ ids: [Favourite.ID], in category: FavouriteCategory.ID?, for owner: OwnerID)
        async throws
    {
        try await write { db in
            if let category { _ = try Self.ownedCategory(category, of: owner, in: db) }
            for id in ids { _ = try Self.ownedFavourite(id, of: owner, in: db) }
            let wanted = ids.map(\.rawValue)
            let current = try Self.favouriteIDs(in: category, of: owner, in: db)
            try FavouritesRules.checkIsPermutation(wanted, of: current, listing: "favourite")
            try db.assignPositions(wanted, of: FavouriteRecord.self)
        }
    }

    public func setFavouriteSettings(_ settings: String?, of id: Favourite.ID, for owner: OwnerID) async throws
        -> Favourite
    {
        try FavouritesRules.checkSettings(settings)
        return try await write { db in
            var record = try Self.ownedFavourite(id, of: owner, in: db)
            record.settings = settings
            try record.update(db)
            return record.favourite
        }
    }

    /// The ids of one category's favourites (`nil`: uncategorised), in order.
    static func favouriteIDs(in category: FavouriteCategory.ID?, of owner: OwnerID, in db: Database) throws -> [Int64] {
        try FavouriteRecord
            .filter(Columns.ownerID == owner.rawValue && Columns.categoryID == category?.rawValue)
            .order(Columns.position, Columns.id)
            .select(Columns.id, as: Int64.self)
            .fetchAll(db)
    }

    /// The owner's favourite with this id; another owner's is `notFound`, like a missing one.
    private static func ownedFavourite(_ id: Favourite.ID, of owner: OwnerID, in db: Database) throws
        -> FavouriteRecord
    {
        let request = FavouriteRecord.filter(key: id.rawValue).filter(Columns.ownerID == owner.rawValue)
        guard let record = try request.fetchOne(db) else { throw FavouritesError.notFound("favourite") }
        return record
    }

    /// The owner's favourite for the same item, whatever its category or label.
    private static func sameFavourite(as favourite: NewFavourite, of owner: OwnerID, in db: Database) throws
        -> FavouriteRecord?
    {
        let item = favourite.item
        // `== nil` reads as `IS NULL`, so an item without a detail matches only another without one.
        let sameItem =
            Columns.ownerID == owner.rawValue && Columns.system == item.system && Columns.kind == item.kind
            && Columns.itemID == item.id && Columns.detail == item.detail
        return try FavouriteRecord.filter(sameItem).fetchOne(db)
    }
}
