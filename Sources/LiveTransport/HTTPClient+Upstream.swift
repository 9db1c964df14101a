import AsyncHTTPClient

extension HTTPClient {
    /// The client live upstream calls use: `HTTPClient.shared`'s settings, but a connection must be made within
    /// 2 s, so a host that drops packets fails inside the call's budget instead of after 90 s, and an answer that
    /// stops arriving for 30 s is given up.
    public static let upstream = HTTPClient(eventLoopGroupProvider: .singleton, configuration: upstreamConfiguration)

    static var upstreamConfiguration: Configuration {
        var configuration = Configuration.singletonConfiguration
        configuration.timeout.connect = .seconds(2)
        configuration.timeout.read = .seconds(30)
        return configuration
    }
}

extension AsyncHTTPTransport {
    /// A transport that hands bodies over exactly as they were sent, never gunzipped (`HTTPClient.shared` inflates
    /// gzip): for downloads that resume by byte range, verify their own bytes and count what crossed the wire.
    public static let verbatim = AsyncHTTPTransport(client: verbatimClient)
}

/// Lives as long as the process, like `HTTPClient.shared`, so it is never shut down.
private let verbatimClient: HTTPClient = {
    var configuration = HTTPClient.upstreamConfiguration
    configuration.decompression = .disabled
    return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
}()
