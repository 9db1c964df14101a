import Testing

@testable import NextStopServer

struct TrustedProxiesTests {
    private let proxies = try! TrustedProxies(["10.0.0.0/8", "127.0.0.1", "fd00::/8"])

    @Test(
        "ranges hold the addresses their prefix covers, IPv4, IPv6 and IPv4-mapped",
        arguments: [
            ("10.1.2.3", true), ("11.0.0.1", false), ("127.0.0.1", true), ("127.0.0.2", false), ("fd12::1", true),
            ("fe80::1", false), ("::ffff:10.9.9.9", true), ("not an address", false), ("", false),
        ])
    func trusts(address: String, trusted: Bool) {
        #expect(proxies.trusts(address) == trusted)
    }

    @Test("from a trusted proxy the client is the right-most address that is not a proxy; what it forged is ignored")
    func rightMostUntrusted() {
        #expect(proxies.client(peer: "10.0.0.5", forwardedFor: ["6.6.6.6", "203.0.113.7", "10.0.0.9"]) == "203.0.113.7")
        #expect(proxies.client(peer: "127.0.0.1", forwardedFor: ["198.51.100.2"]) == "198.51.100.2")
    }

    @Test("from anyone else the forwarding header is ignored")
    func untrustedPeer() {
        #expect(proxies.client(peer: "203.0.113.7", forwardedFor: ["198.51.100.2"]) == "203.0.113.7")
        #expect(TrustedProxies.none.client(peer: "127.0.0.1", forwardedFor: ["198.51.100.2"]) == "127.0.0.1")
    }

    @Test("a header of proxies only, or with garbage, stops at the last address that can be read")
    func oddHeaders() {
        #expect(proxies.client(peer: "10.0.0.5", forwardedFor: ["10.0.0.6"]) == "10.0.0.6")
        #expect(proxies.client(peer: "10.0.0.5", forwardedFor: ["198.51.100.2", "unknown"]) == "10.0.0.5")
    }

    @Test("a range that cannot be read is an error naming it", arguments: ["10.0.0.0/33", "example.org", "10.0.0.0/x", "::/129"])
    func invalidRanges(text: String) {
        #expect(throws: TrustedProxies.InvalidRange.self) { try TrustedProxies([text]) }
    }
}
