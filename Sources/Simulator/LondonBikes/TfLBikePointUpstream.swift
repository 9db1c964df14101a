import Foundation
import NextStopCore

/// London's docks as TfL serves them: `/BikePoint` (every dock, about 2 MB) and `/Place/{id}` (one), with counts
/// that move with the simulator's clock. Frozen, the counts stop at the moment of freezing while the installation
/// properties keep refreshing, as TfL's feed does when it stalls.
public final class LondonBikesSimulation: Sendable {
    let sites: [SimulatedDockSite]
    private let frozenAt = LockedValue<Date?>(nil)

    /// About `count` docks drawn from `seed`.
    public init(count: Int = 800, seed: UInt64 = 1) {
        sites = LondonDockSites.generate(count: count, seed: seed)
    }

    /// Stops the counts at `now` (or starts them again with nil).
    public func freeze(at now: Date?) { frozenAt.withLock { $0 = now } }

    /// Both paths TfL answers docks at, as simulated upstreams.
    public var upstreams: [any SimulatedUpstream] {
        [
            TfLBikePointUpstream(simulation: self, pathPrefix: "/BikePoint"),
            TfLBikePointUpstream(simulation: self, pathPrefix: "/Place"),
        ]
    }

    /// The `/BikePoint` body at `now`.
    public func bikePointBody(at now: Date) -> [UInt8] {
        let countsAt = frozenAt.value ?? now
        return TfLPlaceWriter(refreshedAt: now).list(sites.map { ($0, SimulatedDockCounts(site: $0, at: countsAt)) })
    }

    /// One dock's `/Place/{id}` body at `now`, or nil for an id no dock has.
    func placeBody(id: String, at now: Date) -> [UInt8]? {
        guard let site = sites.first(where: { $0.id == id }) else { return nil }
        return TfLPlaceWriter(refreshedAt: now).place(site, SimulatedDockCounts(site: site, at: frozenAt.value ?? now))
    }
}

/// One of TfL's dock paths on the simulator.
struct TfLBikePointUpstream: SimulatedUpstream {
    let simulation: LondonBikesSimulation
    let pathPrefix: String

    func reply(to request: SimulatedRequest, now: Date) async -> SimulatorReply {
        if request.path == "/BikePoint" { return .json(simulation.bikePointBody(at: now)) }
        let parts = request.path.split(separator: "/")
        guard parts.count == 2, parts[0] == "Place", let body = simulation.placeBody(id: String(parts[1]), at: now) else {
            return Self.notFound(request.path)
        }
        return .json(body)
    }

    /// TfL's error body for an unknown id.
    private static func notFound(_ path: String) -> SimulatorReply {
        let id = path.split(separator: "/").last.map(String.init) ?? ""
        let safe = id.filter { $0.isLetter || $0.isNumber || $0 == "_" }
        let body =
            #"{"$type":"Tfl.Api.Presentation.Entities.ApiError, Tfl.Api.Presentation.Entities","timestampUtc":"2026-02-22T16:45:01.2470924Z","#
            + #""exceptionType":"EntityNotFoundException","httpStatusCode":404,"httpStatus":"NotFound","relativeUri":"\#(path.filter { $0 != "\"" && $0 != "\\" })","#
            + #""message":"The following bike point is not recognised by the system: \#(safe)"}"#
        return SimulatorReply(status: 404, body: Array(body.utf8))
    }
}
