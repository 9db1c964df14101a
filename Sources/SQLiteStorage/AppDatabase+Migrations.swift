import GRDB

extension AppDatabase {
    /// The schema's history; migrations only ever get appended.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1", migrate: createFavouritesSchema)
        return migrator
    }

    /// Owners, their devices and link codes, categories and favourites.
    ///
    /// Tables are STRICT so a value of the wrong type is refused, and dates are GRDB's UTC text
    /// (`2026-07-30 13:01:44.000`), which sorts in time order.
    private static func createFavouritesSchema(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE owners (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    created_at TEXT NOT NULL CHECK (datetime(created_at) IS NOT NULL)
                ) STRICT;

                CREATE TABLE devices (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) BETWEEN 16 AND 128),
                    owner_id INTEGER NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
                    created_at TEXT NOT NULL CHECK (datetime(created_at) IS NOT NULL)
                ) STRICT;
                CREATE INDEX devices_owner ON devices(owner_id);

                CREATE TABLE link_codes (
                    code TEXT PRIMARY KEY NOT NULL
                        CHECK (length(code) = 6 AND code NOT GLOB '*[^23456789ABCDEFGHJKMNPQRSTUVWXYZ]*'),
                    owner_id INTEGER NOT NULL UNIQUE REFERENCES owners(id) ON DELETE CASCADE,
                    expires_at TEXT NOT NULL CHECK (datetime(expires_at) IS NOT NULL)
                ) STRICT;
                CREATE INDEX link_codes_expiry ON link_codes(expires_at);

                CREATE TABLE categories (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    owner_id INTEGER NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
                    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 40 AND name = trim(name)),
                    position INTEGER NOT NULL CHECK (position >= 0)
                ) STRICT;
                CREATE UNIQUE INDEX categories_owner_name ON categories(owner_id, lower(name));
                CREATE UNIQUE INDEX categories_id_owner ON categories(id, owner_id);

                CREATE TABLE favourites (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    owner_id INTEGER NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
                    category_id INTEGER,
                    stop_id TEXT NOT NULL
                        CHECK (length(stop_id) BETWEEN 1 AND 64 AND stop_id NOT GLOB '*[^0-9A-Za-z._:-]*'),
                    company TEXT CHECK (company IN ('KMB', 'CTB')),
                    route TEXT CHECK (length(route) BETWEEN 1 AND 10 AND route NOT GLOB '*[^0-9A-Z]*'),
                    direction TEXT CHECK (direction IN ('O', 'I')),
                    service_type INTEGER CHECK (service_type BETWEEN 1 AND 99),
                    position INTEGER NOT NULL CHECK (position >= 0),
                    created_at TEXT NOT NULL CHECK (datetime(created_at) IS NOT NULL),
                    CHECK ((company IS NULL) = (route IS NULL)
                        AND (route IS NULL) = (direction IS NULL)
                        AND (direction IS NULL) = (service_type IS NULL)),
                    -- A favourite's category is its owner's; a category that still holds favourites
                    -- cannot be deleted, so they are moved out first.
                    FOREIGN KEY (category_id, owner_id) REFERENCES categories(id, owner_id)
                ) STRICT;
                CREATE INDEX favourites_category ON favourites(category_id, owner_id);
                -- NULLs never clash in a unique index: compare a missing route part as '' and 0.
                CREATE UNIQUE INDEX favourites_identity ON favourites(
                    owner_id, stop_id, ifnull(company, ''), ifnull(route, ''), ifnull(direction, ''),
                    ifnull(service_type, 0)
                );
                """
        )
    }
}
