import AsyncHTTPClient

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
