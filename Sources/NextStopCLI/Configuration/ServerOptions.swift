import ArgumentParser
import Foundation
import NextStopCore
import NextStopServer

/// Where the server listens (`--host`/`--port`, else `NEXTSTOP_HOST`/`NEXTSTOP_PORT`, else 127.0.0.1:8080) and how
/// many requests a client may make.
struct ServerOptions: ParsableArguments {
    static let defaultHost = "127.0.0.1"
    static let defaultPort = 8080

    @Option(help: "Address to listen on (default: $NEXTSTOP_HOST, else 127.0.0.1; 0.0.0.0 for every interface).")
    var host: String?

    @Option(help: "Port to listen on (default: $NEXTSTOP_PORT, else 8080; 0 picks a free one).")
    var port: Int?

    @Option(help: "Requests a minute each client address may make, in bursts of up to 120; 0 turns the limit off.")
    var rateLimit = Int(RateLimit.standard.perMinute)

    @Option(
        help: ArgumentHelp(
            "Keep favourites in PostgreSQL, shared by every server given the same URL (default: $NEXTSTOP_DATABASE_URL, else the data directory's SQLite file).",
            valueName: "postgres://user@host:5432/db"))
    var database: String?

    @Option(
        name: .customLong("trusted-proxy"),
        help: ArgumentHelp(
            "A reverse proxy whose X-Forwarded-For or Forwarded header names the real client; repeat for several (default: $NEXTSTOP_TRUSTED_PROXIES, comma-separated, else none).",
            valueName: "CIDR"))
    var trustedProxies: [String] = []

    @Option(
        name: .customLong("allowed-origin"),
        help: ArgumentHelp(
            "Another site whose pages may write with a visitor's cookie; repeat for several (default: $NEXTSTOP_ALLOWED_ORIGINS, comma-separated, else only this server's own).",
            valueName: "https://host"))
    var allowedOrigins: [String] = []

    func validate() throws {
        guard rateLimit >= 0 else { throw ValidationError("--rate-limit cannot be negative") }
    }

    /// The trusted proxies, flags first, then the environment.
    func proxies(environment: Environment = Environment()) throws -> TrustedProxies {
        do {
            return try TrustedProxies(Self.list(trustedProxies, environment[.trustedProxies]))
        } catch let error as TrustedProxies.InvalidRange {
            throw CLIError("trusted proxy: \(error)")
        }
    }

    /// The other origins allowed to write, flags first, then the environment.
    func origins(environment: Environment = Environment()) throws -> Set<String> {
        let origins = Self.list(allowedOrigins, environment[.allowedOrigins])
        for origin in origins {
            guard let url = URLComponents(string: origin), ["http", "https"].contains(url.scheme), url.host != nil,
                url.path.isEmpty, url.query == nil
            else { throw CLIError("an allowed origin is scheme://host[:port], got \"\(origin.quotedInError)\"") }
        }
        return Set(origins)
    }

    /// The flags' values if any were given, else the environment's comma-separated ones.
    private static func list(_ flags: [String], _ environment: String?) -> [String] {
        guard flags.isEmpty else { return flags }
        return (environment ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// The host and port to bind, flags first, then the environment.
    func address(environment: Environment = Environment()) throws -> (host: String, port: Int) {
        let host = host ?? environment[.host] ?? Self.defaultHost
        var port = port ?? Self.defaultPort
        if self.port == nil, let text = environment[.port] {
            guard let value = Int(text) else { throw CLIError("\(Setting.port.variable) must be a number, got \"\(text)\"") }
            port = value
        }
        guard (0...65_535).contains(port) else { throw CLIError("the port must be between 0 and 65535, got \(port)") }
        return (host, port)
    }

    /// Where favourites are kept, the flag first, then the environment, then the data directory's SQLite file.
    func databaseSetting(_ configuration: NextStopConfiguration, environment: Environment = Environment()) throws
        -> DatabaseSetting
    {
        try DatabaseSetting.resolve(flag: database, configuration: configuration, environment: environment)
    }

    /// The per-client limit, or `nil` when turned off.
    var limit: RateLimit? {
        rateLimit == 0 ? nil : RateLimit(perMinute: Double(rateLimit), burst: RateLimit.standard.burst)
    }
}
