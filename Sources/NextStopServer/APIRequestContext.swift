import Hummingbird
import NextStopCore

/// The request context of every route: the core context, the calling device once known, and a small body limit.
public struct APIRequestContext: RequestContext {
    /// The largest request body accepted, in bytes; a larger one is answered 413.
    public static let maxBodySize = 64 * 1_024

    public var coreContext: CoreRequestContextStorage
    /// The calling device and the favourites owner it belongs to, set by `DeviceMiddleware`.
    var device: DeviceSession?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }

    public var maxUploadSize: Int { Self.maxBodySize }
}
