import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The reverse proxies (by address range) whose `X-Forwarded-For` or `Forwarded` header names the real client.
///
/// From a trusted proxy, the client is the right-most address of the header that is not itself a trusted proxy:
/// everything left of it was written by the client and may be forged. From anyone else the headers are ignored, so a
/// client cannot choose its own address. With no ranges, every client is its connection's address.
public struct TrustedProxies: Sendable, Hashable {
    /// One address range: the leading `prefixLength` bits of `network`, in network byte order (4 or 16 bytes).
    struct Range: Sendable, Hashable {
        var network: [UInt8]
        var prefixLength: Int

        func contains(_ address: [UInt8]) -> Bool {
            guard address.count == network.count else { return false }
            var bitsLeft = prefixLength
            for (a, b) in zip(address, network) where bitsLeft > 0 {
                let mask: UInt8 = bitsLeft >= 8 ? 0xFF : ~(0xFF >> UInt8(bitsLeft))
                if a & mask != b & mask { return false }
                bitsLeft -= 8
            }
            return true
        }
    }

    /// What a range could not be read as.
    public struct InvalidRange: Error, CustomStringConvertible {
        public let text: String
        public var description: String {
            "\"\(text.quotedInError)\" is not an address range such as 10.0.0.0/8, 127.0.0.1 or fd00::/8"
        }
    }

    let ranges: [Range]

    /// No trusted proxy: every client is its connection's address.
    public static let none = TrustedProxies(ranges: [])

    init(ranges: [Range]) { self.ranges = ranges }

    /// Ranges written as CIDR (`10.0.0.0/8`, `fd00::/8`) or single addresses (`127.0.0.1`).
    public init(_ texts: [String]) throws {
        ranges = try texts.map { text in
            let parts = text.split(separator: "/", maxSplits: 1).map(String.init)
            guard let address = Self.bytes(of: parts.first ?? "") else { throw InvalidRange(text: text) }
            let length = parts.count == 2 ? Int(parts[1]) : address.count * 8
            guard let length, (0...address.count * 8).contains(length) else { throw InvalidRange(text: text) }
            return Range(network: address, prefixLength: length)
        }
    }

    /// Whether `address` (as text) lies in a trusted range.
    public func trusts(_ address: String) -> Bool {
        guard !ranges.isEmpty, let bytes = Self.bytes(of: address) else { return false }
        return ranges.contains { $0.contains(bytes) }
    }

    /// The client of a request that came from `peer` carrying `forwardedFor` (the addresses its proxies recorded,
    /// left to right, joined from every such header).
    public func client(peer: String, forwardedFor: [String]) -> String {
        guard trusts(peer) else { return peer }
        var client = peer
        for address in forwardedFor.reversed() {
            guard Self.bytes(of: address) != nil else { break }
            client = address
            if !trusts(address) { break }
        }
        return client
    }

    /// The address's bytes, IPv4 or IPv6 (an IPv4-mapped IPv6 address as its IPv4 bytes), or nil if it is neither.
    static func bytes(of text: String) -> [UInt8]? {
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 { return withUnsafeBytes(of: &v4) { Array($0) } }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, text, &v6) == 1 else { return nil }
        let bytes = withUnsafeBytes(of: &v6) { Array($0) }
        let mappedPrefix: [UInt8] = Array(repeating: 0, count: 10) + [0xFF, 0xFF]
        return Array(bytes.prefix(12)) == mappedPrefix ? Array(bytes.suffix(4)) : bytes
    }
}
