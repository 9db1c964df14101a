import Foundation
import NextStopCore

/// The MTR's next trains as a server gives them to every rider: the lines and stations from MTR's station list,
/// kept for a day, and each station's trains asked of MTR once per `LiveAnswerSettings.cacheTTL` for all riders,
/// answered within the budget, the last good board served marked stale when MTR does not answer.
public final class NextTrainsService: Sendable {
    /// Loads MTR's station list.
    public typealias LoadLineMap = @Sendable () async throws -> MTRLineMap
    /// Asks MTR for the trains at a station (code) of a line (code), with the answer's age.
    public typealias FetchTrains =
        @Sendable (_ line: String, _ station: String) async throws -> (
            value: NextTrains, age: TimeInterval
        )

    private struct StationOnLine: Hashable, Sendable {
        let line: String
        let station: String
    }

    /// Seconds a loaded station list is kept before it is asked for again; the old one serves if that fails.
    static let lineMapLifetime: TimeInterval = 86_400

    private let loadLineMap: LoadLineMap
    private let fetchTrains: FetchTrains
    private let timeSource: any TimeSource
    private let answers: LiveAnswers<StationOnLine, NextTrains>
    private let loaded = LockedValue<(map: MTRLineMap, at: Date)?>(nil)
    private let loadFailure = LockedValue<UpstreamError?>(nil)
    // One list, so one key: riders arriving while it loads share that load.
    private let loading = RequestCoalescer<Int, MTRLineMap>(keepsAbandonedWork: true)

    /// Trains kept as `settings` say (MTR refreshes its answers about every 10 s, so 10 s by default).
    public init(
        loadLineMap: @escaping LoadLineMap, fetchTrains: @escaping FetchTrains,
        settings: LiveAnswerSettings = .init(cacheTTL: 10), observer: (any LiveAnswerObserver)? = nil,
        timeSource: any TimeSource = SystemTimeSource()
    ) {
        self.loadLineMap = loadLineMap
        self.fetchTrains = fetchTrains
        self.timeSource = timeSource
        answers = LiveAnswers(settings: settings, observer: observer, timeSource: timeSource)
    }

    /// Why the station list could not be loaded, when it was asked for and never loaded; nil before it is asked for
    /// and once it has loaded.
    public var lineMapFailure: UpstreamError? { loadFailure.value }

    /// Every line and station. Throws the `UpstreamError` of the station list when it has never loaded.
    public func lineMap() async throws -> MTRLineMap {
        let now = timeSource.now()
        let kept = loaded.value
        if let kept, now.timeIntervalSince(kept.at) < Self.lineMapLifetime { return kept.map }
        do {
            return try await loading.value(for: 0) {
                let map = try await self.loadLineMap()
                self.loaded.withLock { $0 = (map, self.timeSource.now()) }
                self.loadFailure.withLock { $0 = nil }
                return map
            }
        } catch let error as UpstreamError {
            guard let kept else {
                loadFailure.withLock { $0 = error }
                throw error
            }
            return kept.map
        }
    }

    /// The next trains at `station` (its code or name) on `line` (its code). Throws `MTRQueryError` for a line or
    /// station MTR does not have, and the `UpstreamError` when MTR did not answer and no good board is left.
    public func board(line lineCode: String, station query: String) async throws -> NextTrainsBoard {
        let map = try await lineMap()
        guard let line = map.line(lineCode) else { throw MTRQueryError.unknownLine(lineCode, known: map.lines.map(\.code)) }
        guard let station = map.station(query, on: line) else { throw MTRQueryError.unknownStation(query, line: line) }
        let fetchTrains = fetchTrains
        let answer = try await answers.answer(for: StationOnLine(line: line.code, station: station.code)) {
            try await fetchTrains(line.code, station.code)
        }
        return NextTrainsBoard(line: line, station: station, answer: answer)
    }
}

/// The trains at one station of one line as served: named, dated and marked stale when MTR did not answer.
public struct NextTrainsBoard: Sendable, Hashable {
    public let line: MTRLine
    public let station: MTRStation
    public let trains: NextTrains
    /// When MTR gave the trains.
    public let fetchedAt: Date
    public let isStale: Bool

    public init(line: MTRLine, station: MTRStation, answer: LiveAnswer<NextTrains>) {
        self.line = line
        self.station = station
        trains = answer.value
        fetchedAt = answer.fetchedAt
        isStale = answer.isStale
    }
}

/// A line or station the rider asked for that MTR does not have.
public enum MTRQueryError: Error, Sendable, Hashable, CustomStringConvertible {
    case unknownLine(String, known: [String])
    case unknownStation(String, line: MTRLine)

    public var description: String {
        switch self {
        case .unknownLine(let code, let known):
            "There is no MTR line \(code.prefix(20)); the lines are \(known.joined(separator: ", "))."
        case .unknownStation(let query, let line):
            "There is no station \"\(query.prefix(40))\" on the \(line.name.en); try its code, such as \(line.stations.first?.code ?? "")."
        }
    }
}
