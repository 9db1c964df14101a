import AsyncHTTPClient

extension HTTPClient {
    /// The client live upstream calls use: `HTTPClient.shared`'s settings, but a connection must be made within
    /// 2 s, so a host that drops packets fails inside the call's budget instead of after 90 s.
    public static let upstream = HTTPClient(eventLoopGroupProvider: .singleton, configuration: upstreamConfiguration)

    static var upstreamConfiguration: Configuration {
        var configuration = Configuration.singletonConfiguration
        configuration.timeout.connect = .seconds(2)
        return configuration
    }
}
