import Hummingbird
import NextStopCore

/// The request context of every route: the core context, the caller's address, the calling device once known, and
/// a small body limit.
public struct APIRequestContext: RequestContext {
    /// The largest request body accepted, in bytes; a larger one is answered 413.
    public static let maxBodySize = 64 * 1_024

    public var coreContext: CoreRequestContextStorage
    /// The IP address of the client: the connection's, or the real client's behind a trusted proxy (set by
    /// `ClientAddressMiddleware`); it tells clients apart for the rate limit and the link guard.
    var clientAddress: String
    /// The calling device and the favourites owner it belongs to, set by `DeviceMiddleware`.
    var device: DeviceSession?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        clientAddress = source.channel.remoteAddress?.ipAddress ?? "unknown"
    }

    public var maxUploadSize: Int { Self.maxBodySize }
}
