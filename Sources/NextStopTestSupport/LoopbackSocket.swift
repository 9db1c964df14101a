import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP socket bound to a free loopback port: listening, it is a black-hole upstream that accepts connections into
/// its backlog and never reads or writes; closed at once, its port is one where nothing listens.
public final class LoopbackSocket: Sendable {
    /// The socket's file descriptor.
    public let descriptor: Int32
    /// The port it is bound to.
    public let port: Int

    /// Binds a free loopback port, and listens on it when `listening`.
    public init(listening: Bool) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.descriptor = descriptor
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(descriptor, generic, length) == 0 && getsockname(descriptor, generic, &length) == 0
            }
        }
        guard bound, !listening || listen(descriptor, 128) == 0 else { throw POSIXError(.EADDRNOTAVAIL) }
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    /// The base URL of an upstream at this port.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    /// A URL at this port of KMB's shape.
    public var url: URL { URL(string: "http://127.0.0.1:\(port)/v1/transport/kmb/route")! }

    public func close() { _ = Glibc.close(descriptor) }

    /// Connects the socket `descriptor` to `port` on 127.0.0.1; false when refused.
    public static func connect(_ descriptor: Int32, toPort port: Int) -> Bool {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}
