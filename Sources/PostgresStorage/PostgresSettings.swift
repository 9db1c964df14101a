import Foundation
import PostgresNIO

/// Where the PostgreSQL database is and how long to wait for it, read from a `postgres://` URL.
///
/// `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=disable|require][&schema=NAME][&pool=N]`; the password
/// may instead come from `PGPASSWORD`. The description never shows the password.
public struct PostgresSettings: Sendable, CustomStringConvertible {
    public var host: String
    public var port: Int
    public var user: String
    var password: String?
    public var database: String
    /// Tables live in this schema (created if missing) instead of the user's default; tests use one each.
    public var schema: String?
    public var requiresTLS: Bool
    /// Connections the pool may open at once.
    public var poolSize: Int
    /// How long an operation waits for a connection and its answer before the store reports itself unavailable.
    public var operationTimeout: Duration = .seconds(5)

    /// Settings from a `postgres://` or `postgresql://` URL; throws one line saying what is wrong.
    public init(url text: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard let url = URLComponents(string: text), ["postgres", "postgresql"].contains(url.scheme ?? ""),
            let host = url.host, !host.isEmpty
        else {
            throw PostgresSettingsError("the database URL must look like postgres://user@host:5432/database")
        }
        let database = String(url.path.drop(while: { $0 == "/" }))
        guard !database.isEmpty, !database.contains("/") else {
            throw PostgresSettingsError("the database URL names no database (postgres://user@host/DATABASE)")
        }
        self.host = host
        self.port = url.port ?? 5432
        self.user = url.user ?? environment["USER"] ?? "postgres"
        self.password = url.password ?? environment["PGPASSWORD"]
        self.database = database
        let options = Dictionary((url.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
        switch options["sslmode"] ?? "disable" {
        case "disable": requiresTLS = false
        case "require", "verify-full": requiresTLS = true
        case let mode: throw PostgresSettingsError("sslmode \(mode) is not supported (disable or require)")
        }
        if let schema = options["schema"] {
            guard schema.range(of: "^[a-z_][a-z0-9_]{0,62}$", options: .regularExpression) != nil else {
                throw PostgresSettingsError("schema \(schema) is not a lowercase SQL identifier")
            }
            self.schema = schema
        }
        poolSize = Int(options["pool"] ?? "") ?? 10
        guard (1...100).contains(poolSize) else { throw PostgresSettingsError("pool must be 1 to 100 connections") }
    }

    /// The schema the tables are in: `schema`, else PostgreSQL's default, `public`.
    var schemaInUse: String { schema ?? "public" }

    public var description: String {
        "postgres://\(user)@\(host):\(port)/\(database)" + (schema.map { " (schema \($0))" } ?? "")
    }

    /// The client's configuration: a bounded pool, a short connect timeout, the schema as the search path.
    var clientConfiguration: PostgresClient.Configuration {
        var configuration = PostgresClient.Configuration(
            host: host, port: port, username: user, password: password, database: database,
            tls: requiresTLS ? .require(.makeClientConfiguration()) : .disable)
        configuration.options.maximumConnections = poolSize
        configuration.options.connectTimeout = operationTimeout
        configuration.options.connectionIdleTimeout = .seconds(30)
        if let schema { configuration.options.additionalStartupParameters = [("search_path", schema)] }
        return configuration
    }
}

extension PostgresSettings {
    /// A connection of its own, outside the pool (the poll leader's lock lives as long as it does).
    func connectionConfiguration() throws -> PostgresConnection.Configuration {
        let tls: PostgresConnection.Configuration.TLS =
            requiresTLS ? .require(try .init(configuration: .makeClientConfiguration())) : .disable
        var configuration = PostgresConnection.Configuration(
            host: host, port: port, username: user, password: password, database: database, tls: tls)
        configuration.options.connectTimeout = .seconds(max(1, operationTimeout.components.seconds))
        if let schema { configuration.options.additionalStartupParameters = [("search_path", schema)] }
        return configuration
    }
}

/// A database URL that cannot be used, in one line.
public struct PostgresSettingsError: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
