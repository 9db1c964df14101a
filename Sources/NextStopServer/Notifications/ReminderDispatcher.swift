import Foundation
import Logging
import NextStopCore
import ServiceLifecycle
import WebPush

/// Sends what reminders are due, every 30 s: each system's source finds the events among its reminders from what
/// it already polls; each event is claimed in the store, so that across the servers of a cluster one sends it, once;
/// nothing is sent at night (23:00–07:00 where the reminder's system is) unless the reminder allows it, nor beyond a
/// device's daily cap, except urgent events. On a cluster only the poll leader (or a server polling alone) looks.
public struct ReminderDispatcher: Service {
    /// How often reminders are looked at: as often as the bus arrivals they read are fetched.
    static let interval: Duration = .seconds(30)
    /// Notifications one device may be sent in 24 hours, urgent ones aside.
    static let dailyCap = 12
    /// Messages sent at once.
    static let concurrentSends = 16

    let store: any FavouritesStore
    let sender: PushSender
    let sources: [any ReminderSource]
    let polling: (any UpstreamShare)?
    let timeSource: any TimeSource
    let logger: Logger
    private let phrases: [String: WebPhrases]

    init(
        store: any FavouritesStore, sender: PushSender, sources: [any ReminderSource], polling: (any UpstreamShare)?,
        timeSource: any TimeSource, logger: Logger
    ) {
        self.store = store
        self.sender = sender
        self.sources = sources
        self.polling = polling
        self.timeSource = timeSource
        self.logger = logger
        phrases = Dictionary(sources.map { ($0.kind, WebPhrases(systems: [$0.phrases])) }) { first, _ in first }
    }

    /// The sender of every served system's reminders over `dependencies`; nil when notifications are off.
    public init?(_ dependencies: ServerDependencies, logger: Logger) {
        guard let sender = dependencies.push else { return nil }
        self.init(
            store: dependencies.favourites, sender: sender,
            sources: dependencies.systems.flatMap(\.system.reminderSources), polling: dependencies.operations.polling,
            timeSource: dependencies.timeSource, logger: logger)
    }

    public func run() async throws {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                await dispatchOnce()
                try? await Task.sleep(for: Self.interval)
            }
        }
    }

    /// Looks at every reminder once and sends what is due; answers how many notifications were sent.
    @discardableResult
    func dispatchOnce() async -> Int {
        guard polling?.role != .following else { return 0 }
        var sent = 0
        for source in sources {
            do {
                sent += try await dispatch(source)
            } catch {
                logger.warning("reminders not looked at", metadata: ["kind": "\(source.kind)", "error": "\(error)"])
            }
        }
        return sent
    }

    private func dispatch(_ source: any ReminderSource) async throws -> Int {
        let watched = try await store.watchedReminders(kind: source.kind)
        guard !watched.isEmpty, let books = phrases[source.kind] else { return 0 }
        let now = timeSource.now()
        let findings = await source.findings(for: watched, at: now)
        let byID = Dictionary(watched.map { ($0.reminder.id, $0) }) { first, _ in first }
        for ended in findings.ended where byID[ended.reminder]?.notified.contains(ended.key) == true {
            try await store.forgetNotification(ended.key, of: ended.reminder)
        }
        let night = Self.isNight(now, in: source.timeZone)
        var deliveries: [(device: String, event: ReminderEvent)] = []
        for event in findings.due {
            guard let reminder = byID[event.reminder], !reminder.notified.contains(event.key),
                !night || reminder.reminder.atNight || event.urgent
            else { continue }
            let claim = try await store.claimNotification(
                event.key, of: event.reminder, urgent: event.urgent, dailyCap: Self.dailyCap, at: now)
            if claim != .alreadyClaimed, event.finishes { try await store.finishReminder(event.reminder) }
            if claim == .send { deliveries.append((reminder.device, event)) }
        }
        return await deliver(deliveries, phrases: books)
    }

    /// Sends each event to every push subscription of its device, a few at a time; answers how many were delivered.
    private func deliver(_ deliveries: [(device: String, event: ReminderEvent)], phrases: WebPhrases) async -> Int {
        await withTaskGroup(of: Int.self) { group in
            var delivered = 0
            for (index, delivery) in deliveries.enumerated() {
                if index >= Self.concurrentSends { delivered += await group.next() ?? 0 }
                group.addTask { await send(delivery.event, toDevice: delivery.device, phrases: phrases) }
            }
            for await count in group { delivered += count }
            return delivered
        }
    }

    private func send(_ event: ReminderEvent, toDevice device: String, phrases: WebPhrases) async -> Int {
        guard let subscriptions = try? await store.pushSubscriptions(ofDevice: device) else { return 0 }
        var delivered = 0
        for subscription in subscriptions {
            guard let endpoint = URL(string: subscription.endpoint),
                let target = try? PushSubscription(
                    endpoint: endpoint, p256dh: subscription.p256dh, auth: subscription.auth)
            else { continue }
            let language = WebLanguage(rawValue: subscription.language) ?? .english
            let payload = event.message(phrases.phrasebook(language))
            guard let data = try? APIJSON.encode(payload) else { continue }
            let message = PushMessage(
                payload: Data(data), timeToLive: event.timeToLive, urgency: event.urgent ? .high : .normal,
                topic: "r\(event.reminder)")
            switch try? await sender.send(message, to: target) {
            case .delivered?: delivered += 1
            case .gone?: try? await store.forgetPushSubscription(endpoint: subscription.endpoint)
            case .failed(let status)?:
                logger.notice("a notification was not delivered", metadata: ["status": "\(status.map(String.init) ?? "none")"])
            case nil: break
            }
        }
        return delivered
    }

    /// Between 23:00 and 07:00 in `timeZone`.
    static func isNight(_ instant: Date, in timeZone: TimeZone) -> Bool {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let hour = calendar.component(.hour, from: instant)
        return hour >= 23 || hour < 7
    }
}
