import Foundation
import NextStopCore

/// What the KMB and Citybus clients share: the envelope reader for their lists and stops, and their arrivals calls,
/// which get a shorter budget (a rider waits on them) and a bound on how many are in flight at once.
struct BusOperatorUpstream: Sendable {
    let json: UpstreamJSON
    private let arrivalsTimeout: Double
    private let arrivalPermits: AsyncSemaphore

    /// Requests go to `baseURL` through `transport`; each call's budget, retries included, is `arrivalsTimeout`
    /// seconds for arrivals and `timeout` for the rest, with at most `maxConcurrentArrivalCalls` arrivals calls.
    init(
        baseURL: URL, transport: any HTTPTransport, timeout: Double, arrivalsTimeout: Double,
        maxConcurrentArrivalCalls: Int
    ) {
        json = UpstreamJSON(baseURL: baseURL, transport: transport, timeout: timeout)
        self.arrivalsTimeout = arrivalsTimeout
        arrivalPermits = AsyncSemaphore(limit: max(1, maxConcurrentArrivalCalls))
    }

    /// The rows of an arrivals endpoint that decode, within the arrivals budget, and the answer's `Age`.
    func arrivals<Record: Decodable & Sendable>(_ path: [String], of type: Record.Type) async throws
        -> (records: [Record], age: TimeInterval)
    {
        let (report, age) = try await json.datedList(path, of: type, timeout: arrivalsTimeout)
        return (report.records, age)
    }

    /// What `fetch` gives once one of the arrivals permits is free.
    func bounded<Value>(_ fetch: () async throws -> Value) async throws -> Value {
        try await arrivalPermits.withPermit { try await fetch() }
    }
}
