import Foundation
import NextStopCore

/// The one poller of Caltrain's upstreams for a whole server: real-time about every 90 s and alerts every 5 min
/// within one request budget for the 511 key, weather every 15 min, events per destination every 30 min. Riders
/// read the cache and never wait on an upstream; a read that finds something due starts the one refresh.
public final class CaltrainLiveFeed: Sendable {
    /// How often each upstream is asked and when real-time counts as stale.
    public struct Settings: Sendable {
        public var realtimeInterval: TimeInterval = 90
        public var alertsInterval: TimeInterval = 300
        public var weatherInterval: TimeInterval = 900
        public var eventsInterval: TimeInterval = 1_800
        public var staleAfter: TimeInterval = 180
        public var requestsPerHour = 60
        public var eventRadiusMiles = 5

        public init() {}
    }

    struct State {
        var budget: RequestBudget
        var realtime: RealtimeIndex?
        var realtimeTriedAt: Date?
        var alerts: AlertsSnapshot?
        var alertsTriedAt: Date?
        var problem: String?
        var weather: [String: StationWeather] = [:]
        var weatherTriedAt: Date?
        var events: [String: (triedAt: Date, events: [NearbyEvent])] = [:]
        var wantedEvents: Set<String> = []
        var refreshing = false
    }

    /// The timetable real-time is joined to; read once per round, so a new one is used from the next round on.
    let timetables: CurrentTimetable
    let sources: LiveSources
    let settings: Settings
    let time: any TimeSource
    /// Told how each poll (`realtime`, `alerts`, `weather`, `events`) ended.
    let observer: (any PollObserver)?
    let state: LockedValue<State>

    /// A feed over the given sources, joined to whichever timetable `timetables` holds; a nil source turns that part
    /// off, and real-time, weather and events wait for a timetable.
    public init(
        timetables: CurrentTimetable, sources: LiveSources, time: any TimeSource, settings: Settings = Settings(),
        observer: (any PollObserver)? = nil
    ) {
        self.timetables = timetables
        self.sources = sources
        self.settings = settings
        self.time = time
        self.observer = observer
        state = LockedValue(State(budget: RequestBudget(limit: settings.requestsPerHour)))
    }

    /// A feed joined to `timetable` for good.
    public convenience init(
        timetable: CaltrainTimetable, sources: LiveSources, time: any TimeSource, settings: Settings = Settings(),
        observer: (any PollObserver)? = nil
    ) {
        self.init(
            timetables: CurrentTimetable(timetable), sources: sources, time: time, settings: settings, observer: observer)
    }

    /// What riders see now; starts a refresh in the background when something is due. Asking for `eventsNear`
    /// stations has their events fetched from then on.
    public func current(eventsNear stationIds: [String] = []) -> LiveState {
        let now = time.now()
        let (answer, startRefresh) = state.withLock { state -> (LiveState, Bool) in
            if sources.events != nil { state.wantedEvents.formUnion(stationIds) }
            let start = !state.refreshing && isDue(state, at: now)
            if start { state.refreshing = true }
            return (self.view(of: state, at: now), start)
        }
        if startRefresh { Task { await refresh() } }
        return answer
    }

    /// Runs every refresh that is due, unless one is already running; `eventsNear` stations have their events
    /// fetched from then on.
    public func refreshIfDue(eventsNear stationIds: [String] = []) async {
        let start = state.withLock { state -> Bool in
            if sources.events != nil { state.wantedEvents.formUnion(stationIds) }
            guard !state.refreshing, isDue(state, at: time.now()) else { return false }
            state.refreshing = true
            return true
        }
        if start { await refresh() }
    }

    /// Polls until the task is cancelled, checking every `tick` seconds what is due.
    public func run(tick: TimeInterval = 10) async {
        while !Task.isCancelled {
            await refreshIfDue()
            do { try await time.sleep(seconds: tick) } catch { return }
        }
    }

    /// Whether a refresh is running now.
    public var isRefreshing: Bool { state.withLock { $0.refreshing } }

    private func view(of state: State, at now: Date) -> LiveState {
        let status: RealtimeStatus
        if sources.realtime == nil {
            status = .off
        } else if let realtime = state.realtime {
            let age = Int(realtime.snapshot.age(at: now))
            status = Double(age) > settings.staleAfter ? .stale(ageSeconds: age) : .live(ageSeconds: age)
        } else {
            status = .missing(reason: state.problem ?? "not fetched yet")
        }
        return LiveState(
            status: status, realtime: state.realtime, alerts: state.alerts, weather: state.weather,
            events: state.events.mapValues(\.events), eventsEnabled: sources.events != nil)
    }
}
