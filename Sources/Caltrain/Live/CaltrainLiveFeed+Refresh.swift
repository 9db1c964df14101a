import Foundation
import NextStopCore

extension CaltrainLiveFeed {
    /// Whether `poll` is due at `now` (for 511, within the budget; all but alerts once there is a timetable).
    func isDue(_ poll: Poll, _ state: State, at now: Date) -> Bool {
        let hasTimetable = timetables.timetable != nil
        switch poll {
        case .transit511:
            return sources.realtime != nil && state.budget.allows(at: now)
                && ((hasTimetable && Self.due(state.realtimeTriedAt, settings.realtimeInterval, now))
                    || Self.due(state.alertsTriedAt, settings.alertsInterval, now))
        case .weather:
            return hasTimetable && sources.weather != nil
                && Self.due(state.weatherTriedAt, settings.weatherInterval, now)
        case .events:
            return !dueEvents(state, at: now).isEmpty
        }
    }

    /// Runs `polls` side by side until all have ended, each marked as no longer under way when it ends.
    func perform(_ polls: [Poll]) async {
        await withTaskGroup(of: Void.self) { group in
            for poll in polls {
                group.addTask {
                    await self.perform(poll)
                    self.state.withLock { _ = $0.polling.remove(poll) }
                }
            }
        }
    }

    /// One poll: of 511, real-time then alerts, each when still due.
    private func perform(_ poll: Poll) async {
        let timetable = timetables.timetable
        switch poll {
        case .transit511:
            guard let source = sources.realtime else { return }
            if let timetable, claim511(\.realtimeTriedAt, every: settings.realtimeInterval) {
                await call511("realtime") {
                    try await source.realtime()
                } store: { state, reply in
                    state.realtime = timetable.index(reply.value)
                }
            }
            if claim511(\.alertsTriedAt, every: settings.alertsInterval) {
                await call511("alerts") {
                    try await source.alerts()
                } store: { state, reply in
                    state.alerts = reply.value
                }
            }
        case .weather:
            guard let source = sources.weather, let timetable,
                claim(\.weatherTriedAt, every: settings.weatherInterval)
            else { return }
            await refreshWeather(source, timetable)
        case .events:
            guard let source = sources.events, let timetable else { return }
            await refreshEvents(source, timetable)
        }
    }

    private func refreshWeather(_ source: any StationWeatherSource, _ timetable: CaltrainTimetable) async {
        let stations = timetable.stations.filter { $0.latitude != nil && $0.longitude != nil }
        do {
            let readings = try await source.weather(at: stations)
            state.withLock {
                $0.weather = Dictionary(readings.map { ($0.stationID, $0) }, uniquingKeysWith: { _, last in last })
            }
            observer?.pollSucceeded("weather", at: time.now())
        } catch {
            observer?.pollFailed("weather", kind: PollFailureKind.label(of: error))
        }
    }

    private func refreshEvents(_ source: any NearbyEventSource, _ timetable: CaltrainTimetable) async {
        let now = time.now()
        let days = EventDays(timeZone: timetable.feed.timeZone)
        let due = state.withLock { state -> [StationDay] in
            let due = dueEvents(state, at: now)
            for key in due { state.eventsTriedAt[key] = now }
            return due
        }
        for key in due {
            guard let station = try? timetable.station(named: key.stationID),
                let period = days.remainder(of: key.date, at: now)
            else { continue }
            do {
                let events = try await source.events(near: station, radiusMiles: settings.eventRadiusMiles, in: period)
                state.withLock { $0.events[key] = events }
                observer?.pollSucceeded("events", at: time.now())
            } catch {
                observer?.pollFailed("events", kind: PollFailureKind.label(of: error))
            }
        }
    }

    /// The stations and days asked about whose events are due: today's every `eventsInterval`, later days' every
    /// `laterEventsInterval`; none without a timetable (its time zone says what today is) or an event source.
    private func dueEvents(_ state: State, at now: Date) -> [StationDay] {
        guard sources.events != nil, let timetable = timetables.timetable else { return [] }
        let today = EventDays(timeZone: timetable.feed.timeZone).date(of: now)
        return state.wantedEvents.keys.filter { key in
            let interval = key.date == today ? settings.eventsInterval : settings.laterEventsInterval
            return Self.due(state.eventsTriedAt[key], interval, now)
        }
        .sorted { ($0.date, $0.stationID) < ($1.date, $1.stationID) }
    }

    /// Records the stations and days asked about at `now`, and forgets those nobody asked about for `eventsWantedFor`
    /// and every day that is over, so the polls follow what riders look at.
    func noteWantedEvents(_ wanted: [StationDay], in state: inout State, at now: Date) {
        for key in wanted { state.wantedEvents[key] = now }
        guard let timetable = timetables.timetable else { return }
        let today = EventDays(timeZone: timetable.feed.timeZone).date(of: now)
        state.wantedEvents = state.wantedEvents.filter { key, askedAt in
            key.date >= today && now.timeIntervalSince(askedAt) < settings.eventsWantedFor
        }
        state.events = state.events.filter { $0.key.date >= today }
        state.eventsTriedAt = state.eventsTriedAt.filter { state.wantedEvents[$0.key] != nil }
    }

    /// Marks a 511 call as made now when it is due and the budget allows it.
    private func claim511(_ triedAt: WritableKeyPath<State, Date?>, every interval: TimeInterval) -> Bool {
        let now = time.now()
        return state.withLock { state in
            guard Self.due(state[keyPath: triedAt], interval, now), state.budget.allows(at: now) else { return false }
            state.budget.spend(at: now)
            state[keyPath: triedAt] = now
            return true
        }
    }

    /// Marks a call outside the 511 budget as made now when it is due.
    private func claim(_ triedAt: WritableKeyPath<State, Date?>, every interval: TimeInterval) -> Bool {
        let now = time.now()
        return state.withLock { state in
            guard Self.due(state[keyPath: triedAt], interval, now) else { return false }
            state[keyPath: triedAt] = now
            return true
        }
    }

    /// Makes one 511 call, keeping its answer and what it says about the budget; a failure keeps the last answer.
    /// `poll` names it to the observer.
    private func call511<Value>(
        _ poll: String, _ call: () async throws -> SourceReply<Value>,
        store: @escaping (inout State, SourceReply<Value>) -> Void
    ) async {
        do {
            let reply = try await call()
            let now = time.now()
            state.withLock { state in
                store(&state, reply)
                state.problem = nil
                state.budget.observe(remaining: reply.rateLimitRemaining, rateLimitedFor: nil, isRateLimited: false, at: now)
            }
            observer?.pollSucceeded(poll, at: now)
        } catch {
            observer?.pollFailed(poll, kind: PollFailureKind.label(of: error))
            let now = time.now()
            let upstream = error as? UpstreamError
            state.withLock { state in
                state.problem = upstream?.description ?? "unexpected failure"
                if case .rateLimited(let retryAfter) = upstream {
                    state.budget.observe(remaining: nil, rateLimitedFor: retryAfter, isRateLimited: true, at: now)
                }
            }
        }
    }

    private static func due(_ triedAt: Date?, _ interval: TimeInterval, _ now: Date) -> Bool {
        triedAt.map { now.timeIntervalSince($0) >= interval } ?? true
    }
}
