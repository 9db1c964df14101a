import Bikes
import Foundation
import NextStopCore

/// Reads TfL's BikePoint API: every docking station at once, or one by id.
///
/// Every method throws `UpstreamError`, or `TfLError` when TfL explains a refusal in its JSON error body (or a
/// `CancellationError`). The app key, when given, is sent as `app_key` and never appears in a description.
public struct TfLClient: Sendable, CustomStringConvertible {
    private let baseURL: URL
    private let transport: any HTTPTransport
    private let appKey: APIKey?
    private let timeout: Double

    /// A client for the API at `baseURL` through `transport`; each call may take `timeout` seconds.
    public init(
        baseURL: URL = TfLEndpoint.defaultBaseURL, transport: any HTTPTransport, appKey: APIKey? = nil, timeout: Double = 20
    ) {
        self.baseURL = baseURL
        self.transport = transport
        self.appKey = appKey.flatMap { $0.isEmpty ? nil : $0 }
        self.timeout = timeout
    }

    public var description: String {
        "TfLClient(\(baseURL.absoluteString), app_key: \(appKey == nil ? "none" : "<redacted>"))"
    }

    /// Every dock (`/BikePoint`), fresh from TfL rather than its CDN's copy, with the body it was read from.
    public func bikePoints() async throws -> DockList {
        let response = try await answer(.bikePoints)
        var list = try response.reading(Self.bikePoints)
        list.age = response.age
        return list
    }

    /// One dock (`/Place/{id}`), or nil when TfL does not know the id (it answers 404 `EntityNotFoundException`).
    public func dock(id: String) async throws -> Dock? {
        let response: HTTPResponse
        do {
            response = try await answer(.place(id: id))
        } catch let error as TfLError where error.status == 404 {
            return nil
        } catch UpstreamError.rejected(status: 404) {
            return nil
        }
        return try UpstreamCall.decode(TfLWire.Place.self, response).dock
    }

    /// The name a `/BikePoint` body is kept under in `DockList.bodies`.
    public static let archiveName = "bikepoint.json"

    /// The docks in a `/BikePoint` body: records that do not decode are counted and left out, and so is the test
    /// dock at (0, 0); a body with no dock at all is `.empty`, one where nothing decodes `.malformed`.
    public static func bikePoints(from body: Data) throws -> DockList {
        let places = try TfLPlaceReader.places(in: body)
        var docks: [Dock] = []
        docks.reserveCapacity(places.count)
        var skipped = 0
        var firstSkipReason: String?
        var dropped = 0
        for place in places {
            switch place {
            case .success(let dock):
                if let dock { docks.append(dock) } else { dropped += 1 }
            case .failure(let error):
                skipped += 1
                firstSkipReason = firstSkipReason ?? error.reason
            }
        }
        if docks.isEmpty, let firstSkipReason { throw UpstreamError.malformed(reason: firstSkipReason) }
        guard !docks.isEmpty else { throw UpstreamError.empty }
        return DockList(
            docks: docks, bodies: [archiveName: body], skippedCount: skipped, firstSkipReason: firstSkipReason,
            droppedCount: dropped)
    }

    private func answer(_ endpoint: TfLEndpoint) async throws -> HTTPResponse {
        let request = HTTPRequest(
            url: try url(endpoint), headers: ["Accept": "application/json", "Cache-Control": "no-cache"], timeout: timeout)
        let response = try await UpstreamCall.answer(to: request, through: transport)
        if let error = UpstreamError.classify(response) {
            throw TfLError(response: response) ?? error
        }
        return response
    }

    private func url(_ endpoint: TfLEndpoint) throws -> URL {
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
        let base = components?.percentEncodedPath ?? ""
        let escaped = endpoint.path.map { $0.addingPercentEncoding(withAllowedCharacters: .tfLPathSegment) ?? "" }
        components?.percentEncodedPath =
            (base.hasSuffix("/") ? String(base.dropLast()) : base) + "/"
            + escaped.joined(separator: "/")
        if let appKey { components?.queryItems = [URLQueryItem(name: "app_key", value: appKey.secret)] }
        guard let url = components?.url else { throw UpstreamError.unreachable(reason: "invalid base URL") }
        return url
    }
}

extension CharacterSet {
    /// Letters, digits, `-`, `_` and `~`: a dock id typed by a person can neither add segments nor start a query.
    fileprivate static let tfLPathSegment = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_~")
}
