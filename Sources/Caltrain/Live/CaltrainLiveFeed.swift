import Foundation
import GTFS
import NextStopCore

/// The one poller of Caltrain's upstreams for a whole server: real-time about every 90 s and alerts every 5 min
/// within one request budget for the 511 key, weather every 15 min, and the events of each station and day riders
/// asked about in the last 6 hours, today's every 30 min and later days' every 3 hours. Riders read the cache and
/// never wait on an upstream; a read that finds something due starts its poll.
///
/// Each upstream is polled on its own: a slow or silent one (a 511 trickling its answer) delays neither the others'
/// polls nor its own next one beyond the end of the call under way.
public final class CaltrainLiveFeed: Sendable {
    /// How often each upstream is asked and when real-time counts as stale.
    public struct Settings: Sendable {
        public var realtimeInterval: TimeInterval = 90
        public var alertsInterval: TimeInterval = 300
        public var weatherInterval: TimeInterval = 900
        public var eventsInterval: TimeInterval = 1_800
        public var laterEventsInterval: TimeInterval = 10_800
        /// How long a station and day asked about stays polled after the last question.
        public var eventsWantedFor: TimeInterval = 21_600
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
        /// Events by station and day, once fetched: a day asked about but not yet fetched has none, which is not
        /// "no events that day".
        var events: [StationDay: [NearbyEvent]] = [:]
        var eventsTriedAt: [StationDay: Date] = [:]
        /// When each station and day was last asked about.
        var wantedEvents: [StationDay: Date] = [:]
        /// The polls under way; one of each at a time.
        var polling: Set<Poll> = []
    }

    /// One upstream's poll. 511's real-time and alerts share one key and budget, so they are one poll: a 429 on
    /// the first pauses the second.
    enum Poll: CaseIterable {
        case transit511, weather, events
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

    /// What riders see now; starts a refresh in the background when something is due. Asking for `eventsOn` stations
    /// and days has their events fetched from then on, for as long as someone asks.
    public func current(eventsOn wanted: [StationDay] = []) -> LiveState {
        let now = time.now()
        let (answer, started) = state.withLock { state -> (LiveState, [Poll]) in
            (self.view(of: state, at: now), start(in: &state, eventsOn: wanted, at: now))
        }
        if !started.isEmpty { Task { await perform(started) } }
        return answer
    }

    /// Runs every poll that is due and not already under way, each on its own, until all have ended; `eventsOn`
    /// stations and days have their events fetched from then on.
    public func refreshIfDue(eventsOn wanted: [StationDay] = []) async {
        let now = time.now()
        await perform(state.withLock { start(in: &$0, eventsOn: wanted, at: now) })
    }

    /// The polls due at `now` and not under way, marked as under way.
    private func start(in state: inout State, eventsOn wanted: [StationDay], at now: Date) -> [Poll] {
        if sources.events != nil { noteWantedEvents(wanted, in: &state, at: now) }
        let started = Poll.allCases.filter { !state.polling.contains($0) && isDue($0, state, at: now) }
        state.polling.formUnion(started)
        return started
    }

    /// Polls until the task is cancelled, checking every `tick` seconds what is due.
    public func run(tick: TimeInterval = 10) async {
        while !Task.isCancelled {
            await refreshIfDue()
            do { try await time.sleep(seconds: tick) } catch { return }
        }
    }

    /// Whether any poll is under way now.
    public var isRefreshing: Bool { state.withLock { !$0.polling.isEmpty } }

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
            events: state.events, eventsEnabled: sources.events != nil,
            eventDays: sources.events == nil
                ? [] : timetables.timetable.map { EventDays(timeZone: $0.feed.timeZone).dates(from: now) } ?? [])
    }
}
