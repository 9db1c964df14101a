import NextStopCore
import NextStopServer
import PostgresStorage
import SQLiteStorage

/// Where favourites are kept: the embedded SQLite file in the data directory (the default), or a PostgreSQL server
/// that several servers share (`--database postgres://…`, else `NEXTSTOP_DATABASE_URL`).
enum DatabaseSetting: Sendable {
    case sqlite(path: String)
    case postgres(PostgresSettings)

    /// The flag's URL, else the environment's, else the SQLite file of `configuration`'s data directory.
    static func resolve(flag: String?, configuration: NextStopConfiguration, environment: Environment = Environment())
        throws -> DatabaseSetting
    {
        guard let url = flag ?? environment["NEXTSTOP_DATABASE_URL"], !url.isEmpty else {
            return .sqlite(path: configuration.databasePath)
        }
        do {
            return .postgres(try PostgresSettings(url: url, environment: environment.values))
        } catch {
            throw CLIError("\(flag == nil ? "NEXTSTOP_DATABASE_URL" : "--database"): \(error)")
        }
    }

    /// The open, migrated store, and the database's health when it is a server of its own.
    func open() async throws -> (store: any FavouritesStore, health: (any DatabaseHealth)?) {
        switch self {
        case .sqlite(let path):
            do {
                return (SQLiteFavouritesStore(database: try AppDatabase.open(path: path)), nil)
            } catch {
                throw CLIError("cannot open the database \(path): \(error)")
            }
        case .postgres(let settings):
            do {
                let database = try await PostgresDatabase.open(settings)
                return (PostgresFavouritesStore(database: database), PostgresHealth(database: database))
            } catch {
                throw CLIError("cannot open the database \(settings): \(error)")
            }
        }
    }
}

/// The PostgreSQL database as `/healthz` asks it.
private struct PostgresHealth: DatabaseHealth {
    let database: PostgresDatabase

    func problem() async -> String? { await database.problem() }
}
