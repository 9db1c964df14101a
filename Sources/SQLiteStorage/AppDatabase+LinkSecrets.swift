import GRDB

extension AppDatabase {
    /// Link invitations carry the hash of a long secret (what a QR code or URL holds) and the device, if any, that
    /// typed the short code and waits for the owner to confirm it.
    ///
    /// Live codes are dropped rather than carried over: they last ten minutes and hold no secret, so the worst a
    /// migration costs is asking for a new code.
    static func addLinkSecrets(_ db: Database) throws {
        try db.execute(
            sql: """
                DROP TABLE link_codes;
                CREATE TABLE link_codes (
                    code TEXT PRIMARY KEY NOT NULL
                        CHECK (length(code) = 6 AND code NOT GLOB '*[^23456789ABCDEFGHJKMNPQRSTUVWXYZ]*'),
                    secret_hash TEXT NOT NULL UNIQUE CHECK (length(secret_hash) = 64),
                    owner_id INTEGER NOT NULL UNIQUE REFERENCES owners(id) ON DELETE CASCADE,
                    expires_at TEXT NOT NULL CHECK (datetime(expires_at) IS NOT NULL),
                    waiting_device_hash TEXT CHECK (length(waiting_device_hash) BETWEEN 16 AND 128)
                ) STRICT;
                CREATE INDEX link_codes_expiry ON link_codes(expires_at);
                CREATE INDEX owners_created_at ON owners(created_at);
                """)
    }
}
