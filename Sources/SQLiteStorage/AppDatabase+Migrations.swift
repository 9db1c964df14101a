import GRDB

extension AppDatabase {
    /// The schema's history; migrations only ever get appended.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1", migrate: createFavouritesSchema)
        migrator.registerMigration("v2-favourite-items", migrate: generaliseFavourites)
        migrator.registerMigration("v3-link-secrets", migrate: addLinkSecrets)
        migrator.registerMigration("v4-device-replacements", migrate: addDeviceReplacements)
        migrator.registerMigration("v5-favourite-settings", migrate: addFavouriteSettings)
        migrator.registerMigration("v6-push-subscriptions", migrate: addPushSubscriptions)
        migrator.registerMigration("v7-reminders", migrate: addReminders)
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

    /// Favourites of any system: `(system, kind, item_id, detail)` replaces the bus-only stop and route columns.
    ///
    /// Every v1 row becomes an `hk-bus` item with its id, category, position and creation time unchanged: a whole
    /// stop is kind `stop`, a route at a stop kind `route-stop` with the route key (`KMB:1:O:1`) as its detail.
    /// The AUTOINCREMENT high-water mark is carried over too, so an id deleted before the migration is never reused.
    private static func generaliseFavourites(_ db: Database) throws {
        let highWater = try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'favourites'")
        try db.execute(
            sql: """
                CREATE TABLE favourite_items (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    owner_id INTEGER NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
                    category_id INTEGER,
                    system TEXT NOT NULL CHECK (length(system) BETWEEN 1 AND 32 AND system NOT GLOB '*[^a-z0-9-]*'),
                    kind TEXT NOT NULL CHECK (length(kind) BETWEEN 1 AND 32 AND kind NOT GLOB '*[^a-z0-9-]*'),
                    item_id TEXT NOT NULL
                        CHECK (length(item_id) BETWEEN 1 AND 64 AND item_id NOT GLOB '*[^0-9A-Za-z._:-]*'),
                    detail TEXT CHECK (length(detail) BETWEEN 1 AND 64 AND detail NOT GLOB '*[^0-9A-Za-z._:-]*'),
                    label TEXT CHECK (length(label) BETWEEN 1 AND 80 AND label = trim(label)),
                    position INTEGER NOT NULL CHECK (position >= 0),
                    created_at TEXT NOT NULL CHECK (datetime(created_at) IS NOT NULL),
                    FOREIGN KEY (category_id, owner_id) REFERENCES categories(id, owner_id)
                ) STRICT;
                INSERT INTO favourite_items
                    (id, owner_id, category_id, system, kind, item_id, detail, label, position, created_at)
                SELECT id, owner_id, category_id, 'hk-bus',
                    CASE WHEN route IS NULL THEN 'stop' ELSE 'route-stop' END, stop_id,
                    CASE WHEN route IS NULL THEN NULL
                        ELSE company || ':' || route || ':' || direction || ':' || service_type END,
                    NULL, position, created_at
                FROM favourites;
                DROP TABLE favourites;
                ALTER TABLE favourite_items RENAME TO favourites;
                CREATE INDEX favourites_category ON favourites(category_id, owner_id);
                -- NULLs never clash in a unique index: compare a missing detail as ''.
                CREATE UNIQUE INDEX favourites_identity ON favourites(owner_id, system, kind, item_id, ifnull(detail, ''));
                """
        )
        if let highWater {
            try db.execute(
                sql: "UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = 'favourites'", arguments: [highWater])
            if db.changesCount == 0 {
                try db.execute(
                    sql: "INSERT INTO sqlite_sequence (name, seq) VALUES ('favourites', ?)", arguments: [highWater])
            }
        }
    }

    /// What a favourite's system keeps for it besides the item (a dock's alert thresholds), as JSON.
    private static func addFavouriteSettings(_ db: Database) throws {
        try db.execute(
            sql: "ALTER TABLE favourites ADD COLUMN settings TEXT CHECK (length(settings) BETWEEN 1 AND 1000)")
    }

    /// Each device's push subscriptions, gone with the device.
    private static func addPushSubscriptions(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE push_subscriptions (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    device_id INTEGER NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
                    endpoint TEXT NOT NULL UNIQUE CHECK (length(endpoint) BETWEEN 12 AND 1024),
                    p256dh TEXT NOT NULL CHECK (length(p256dh) BETWEEN 86 AND 88),
                    auth TEXT NOT NULL CHECK (length(auth) BETWEEN 22 AND 24),
                    language TEXT NOT NULL CHECK (language IN ('en', 'tc', 'sc')),
                    created_at TEXT NOT NULL CHECK (datetime(created_at) IS NOT NULL)
                ) STRICT;
                CREATE INDEX push_subscriptions_device ON push_subscriptions(device_id);
                """)
    }

    /// Each device's reminders, gone with the device, and the events each was notified of (`sent` is 0 for one held
    /// back by the daily cap), gone with the reminder.
    private static func addReminders(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE reminders (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    device_id INTEGER NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
                    kind TEXT NOT NULL CHECK (length(kind) BETWEEN 1 AND 40 AND kind NOT GLOB '*[^a-z-]*'),
                    watch TEXT NOT NULL CHECK (length(watch) BETWEEN 2 AND 500),
                    enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
                    at_night INTEGER NOT NULL CHECK (at_night IN (0, 1)),
                    created_at TEXT NOT NULL CHECK (datetime(created_at) IS NOT NULL),
                    UNIQUE (device_id, kind, watch)
                ) STRICT;
                CREATE INDEX reminders_kind ON reminders(kind, enabled);

                CREATE TABLE reminder_notifications (
                    reminder_id INTEGER NOT NULL REFERENCES reminders(id) ON DELETE CASCADE,
                    event TEXT NOT NULL CHECK (length(event) BETWEEN 1 AND 200),
                    claimed_at TEXT NOT NULL CHECK (datetime(claimed_at) IS NOT NULL),
                    sent INTEGER NOT NULL CHECK (sent IN (0, 1)),
                    PRIMARY KEY (reminder_id, event)
                ) STRICT;
                CREATE INDEX reminder_notifications_claimed_at ON reminder_notifications(claimed_at);
                """)
    }
}
