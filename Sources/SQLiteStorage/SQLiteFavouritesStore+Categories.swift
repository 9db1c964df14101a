import GRDB
import NextStopCore

extension SQLiteFavouritesStore {
    public func categories(of owner: OwnerID) async throws -> [FavouriteCategory] {
        try await read { db in try Self.categoryRecords(of: owner, in: db).map(\.category) }
    }

    public func createCategory(named name: String, for writer: FavouritesWriter) async throws -> FavouriteCategory {
        let name = try FavouriteCategory.validatedName(name)
        return try await write { db in
            let owner = try Self.owner(writing: writer, in: db)
            let existing = try Self.categoryRecords(of: owner, in: db)
            try FavouritesRules.checkNameIsFree(name, among: existing.map(\.name))
            guard existing.count < FavouritesLimits.categories else {
                throw FavouritesError.limitReached("categories", limit: FavouritesLimits.categories)
            }
            let record = CategoryRecord(ownerID: owner.rawValue, name: name, position: existing.count)
            return try record.inserted(db).category
        }
    }

    public func renameCategory(_ id: FavouriteCategory.ID, to name: String, for owner: OwnerID) async throws
        -> FavouriteCategory
    {
        let name = try FavouriteCategory.validatedName(name)
        return try await write { db in
            var record = try Self.ownedCategory(id, of: owner, in: db)
            let others = try Self.categoryRecords(of: owner, in: db).filter { $0.id != record.id }
            try FavouritesRules.checkNameIsFree(name, among: others.map(\.name))
            record.name = name
            try record.update(db)
            return record.category
        }
    }

    public func deleteCategory(_ id: FavouriteCategory.ID, for owner: OwnerID) async throws {
        try await write { db in
            let record = try Self.ownedCategory(id, of: owner, in: db)
            let uncategorised = try Self.favouriteIDs(in: nil, of: owner, in: db)
            let moving = try Self.favouriteIDs(in: id, of: owner, in: db)
            try FavouriteRecord.filter(keys: moving).updateAll(db, FavouriteRecord.CodingKeys.categoryID.set(to: nil))
            try db.assignPositions(uncategorised + moving, of: FavouriteRecord.self)
            try record.delete(db)
            let remaining = try Self.categoryRecords(of: owner, in: db).compactMap(\.id)
            try db.assignPositions(remaining, of: CategoryRecord.self)
        }
    }

    public func reorderCategories(_ ids: [FavouriteCategory.ID], for owner: OwnerID) async throws {
        try await write { db in
            for id in ids { _ = try Self.ownedCategory(id, of: owner, in: db) }
            let current = try Self.categoryRecords(of: owner, in: db).compactMap(\.id)
            let wanted = ids.map(\.rawValue)
            try FavouritesRules.checkIsPermutation(wanted, of: current, listing: "category")
            try db.assignPositions(wanted, of: CategoryRecord.self)
        }
    }

    static func categoryRecords(of owner: OwnerID, in db: Database) throws -> [CategoryRecord] {
        try CategoryRecord
            .filter(CategoryRecord.CodingKeys.ownerID == owner.rawValue)
            .order(CategoryRecord.CodingKeys.position, CategoryRecord.CodingKeys.id)
            .fetchAll(db)
    }

    /// The owner's category with this id; another owner's is `notFound`, like a missing one.
    static func ownedCategory(_ id: FavouriteCategory.ID, of owner: OwnerID, in db: Database) throws -> CategoryRecord {
        let request = CategoryRecord.filter(key: id.rawValue)
            .filter(CategoryRecord.CodingKeys.ownerID == owner.rawValue)
        guard let record = try request.fetchOne(db) else { throw FavouritesError.notFound("category") }
        return record
    }
}
