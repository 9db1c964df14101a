import NextStopCore
import NextStopServer
import PostgresStorage
import SQLiteStorage
import ServiceLifecycle

/// Where favourites are kept: the embedded SQLite file in the data directory (the default), or a PostgreSQL server
/// that several servers share (`--database postgres://…`, else `NEXTSTOP_DATABASE_URL`).
enum DatabaseSetting: Sendable {
    case sqlite(path: String)
    case postgres(PostgresSettings)

    /// The flag's URL, else the environment's, else the SQLite file of `configuration`'s data directory.
    static func resolve(flag: String?, configuration: NextStopConfiguration, environment: Environment = Environment())
        throws -> DatabaseSetting
    {
        guard let url = flag ?? environment[.database], !url.isEmpty else {
            return .sqlite(path: configuration.databasePath)
        }
        do {
            return .postgres(try PostgresSettings(url: url, environment: environment.values))
        } catch {
            throw CLIError("\(flag == nil ? Setting.database.variable : "--database"): \(error)")
        }
    }

    /// The open, migrated database.
    func open() async throws -> OpenedDatabase {
        switch self {
        case .sqlite(let path):
            do {
                return OpenedDatabase(store: SQLiteFavouritesStore(database: try AppDatabase.open(path: path)))
            } catch {
                throw CLIError("cannot open the database \(path): \(error)")
            }
        case .postgres(let settings):
            do {
                let database = try await PostgresDatabase.open(settings)
                let share = PostgresUpstreamShare(database: database)
                return OpenedDatabase(
                    store: PostgresFavouritesStore(database: database), health: PostgresHealth(database: database),
                    share: share, leadership: PollLeadership(share: share),
                    sharedSessions: PostgresSessionStore(database: database),
                    tally: PostgresRequestTally(database: database))
            } catch {
                throw CLIError("cannot open the database \(settings): \(error)")
            }
        }
    }
}

/// A server's open database: its favourites, its health when it is a server of its own, and, for PostgreSQL, the
/// upstream answers shared with the other servers on it, the service that decides which of them polls, and the
/// sessions (Ask's conversations) every server reads.
struct OpenedDatabase: Sendable {
    var store: any FavouritesStore
    var health: (any DatabaseHealth)?
    var share: (any UpstreamShare)?
    var leadership: PollLeadership?
    /// What every server must know for a while, in the shared database; nil for a server alone.
    var sharedSessions: (any SessionStore)?
    /// Every server's request counts, so that a client's rate limit is the cluster's; nil for a server alone.
    var tally: (any RequestTally)?

    /// How the server's upstream calls are shared.
    var sharing: ClusterSharing { ClusterSharing(share: share) }
}

/// Runs `PollLeadership` beside the server until it shuts down.
struct PollLeadershipService: Service {
    let leadership: PollLeadership

    func run() async throws {
        await cancelWhenGracefulShutdown { await leadership.run() }
    }
}

/// The PostgreSQL database as `/healthz` asks it.
private struct PostgresHealth: DatabaseHealth {
    let database: PostgresDatabase

    func problem() async -> String? { await database.problem() }
}
