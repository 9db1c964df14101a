import GRDB

extension AppDatabase {
    /// A device may replace another until it is first used: how a device registered under a token shorter than
    /// 128 bits gets a longer one without losing its favourites.
    ///
    /// The store keeps only token hashes, so no migration can tell which stored tokens are short: every device
    /// stays as it is, and one whose client sends a short token is given a replacement then (`replaceDevice`).
    static func addDeviceReplacements(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE devices ADD COLUMN replaces INTEGER REFERENCES devices(id) ON DELETE SET NULL;
                CREATE INDEX devices_replaces ON devices(replaces);
                """)
    }
}
