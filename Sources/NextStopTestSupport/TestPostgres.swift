import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The PostgreSQL server tests run against: `NEXTSTOP_TEST_POSTGRES_URL`, else
/// `postgres://nextstop:nextstop@127.0.0.1:5432/nextstop_test`.
///
/// Tests leave PostgreSQL out only when `CI` is unset and nothing answers at that address, and say so; in CI it is
/// always in, so an unreachable server fails the run instead of passing it with half the backends.
public enum TestPostgres {
    public static var url: String {
        ProcessInfo.processInfo.environment["NEXTSTOP_TEST_POSTGRES_URL"]
            ?? "postgres://nextstop:nextstop@127.0.0.1:5432/nextstop_test"
    }

    /// Whether PostgreSQL tests run; printed once when they do not.
    public static let isEnabled: Bool = {
        if ProcessInfo.processInfo.environment["CI"] != nil || answers() { return true }
        print("◇ PostgreSQL tests skipped: nothing answers at \(url) (set NEXTSTOP_TEST_POSTGRES_URL)")
        return false
    }()

    /// Whether a TCP connection to the URL's host and port is accepted.
    private static func answers() -> Bool {
        guard let url = URLComponents(string: url), let host = url.host else { return false }
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(url.port ?? 5432), &hints, &found) == 0, let address = found else {
            return false
        }
        defer { freeaddrinfo(found) }
        let socket = Glibc.socket(address.pointee.ai_family, address.pointee.ai_socktype, 0)
        guard socket >= 0 else { return false }
        defer { close(socket) }
        return connect(socket, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0
    }
}
