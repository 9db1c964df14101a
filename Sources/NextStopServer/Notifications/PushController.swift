import Foundation
import Hummingbird
import NextStopCore
import WebPush

/// A device's Web Push subscriptions: the key browsers subscribe with, keeping and dropping this browser's
/// subscription, and a test notification to check it works. Without a sender every route answers 503.
struct PushController {
    let favourites: any FavouritesStore
    let sender: PushSender?
    let timeSource: any TimeSource

    func addRoutes(to group: RouterGroup<APIRequestContext>) {
        group.get("push/key") { _, _ -> Response in
            try .json(PushKeyJSON(publicKey: try available().publicKey))
        }
        group.post("push/subscriptions") { request, context -> Response in
            _ = try available()
            let body = try await request.decodeJSON(PushSubscriptionRequestJSON.self, context: context)
            let subscription = try body.checked()
            try await favourites.savePushSubscription(
                subscription, device: try context.session().tokenHash, at: timeSource.now())
            return Response(status: .noContent)
        }
        group.delete("push/subscriptions") { request, context -> Response in
            guard let endpoint = QueryReader(request).string("endpoint") else {
                throw APIError(.badRequest, "Name the subscription to drop with ?endpoint=.", field: "endpoint")
            }
            try await favourites.deletePushSubscription(endpoint: endpoint, device: try context.session().tokenHash)
            return Response(status: .noContent)
        }
        group.post("push/test") { _, context -> Response in
            try .json(try await sendTest(to: try context.session().tokenHash))
        }
    }

    private func available() throws -> PushSender {
        guard let sender else { throw APIError(.serviceUnavailable, "Notifications are off on this server.") }
        return sender
    }

    /// A test notification to each of the device's subscriptions at once, in its language, each tried once so the
    /// rider waits no longer than one attempt; a subscription its push service calls gone is forgotten.
    private func sendTest(to device: String) async throws -> PushTestJSON {
        let sender = try available()
        let subscriptions = try await favourites.pushSubscriptions(ofDevice: device)
        guard !subscriptions.isEmpty else { throw FavouritesError.notFound("push subscription") }
        let outcomes = try await withThrowingTaskGroup(of: PushOutcome.self) { group in
            for subscription in subscriptions {
                group.addTask { try await sendTest(to: subscription, with: sender) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        return PushTestJSON(
            delivered: outcomes.filter { $0 == .delivered }.count,
            failed: outcomes.filter { if case .failed = $0 { true } else { false } }.count,
            gone: outcomes.filter { $0 == .gone }.count)
    }

    private func sendTest(to subscription: DevicePushSubscription, with sender: PushSender) async throws -> PushOutcome {
        // Kept only once checked the same way, so a subscription read back is always usable.
        guard let endpoint = URL(string: subscription.endpoint),
            let target = try? PushSubscription(endpoint: endpoint, p256dh: subscription.p256dh, auth: subscription.auth)
        else { return .failed(status: nil) }
        let message = PushMessage(
            payload: Data(try APIJSON.encode(NotificationPayload.test(in: subscription.language))), timeToLive: 300,
            urgency: .normal, topic: "test")
        let outcome = try await sender.send(message, to: target, attempts: 1)
        if outcome == .gone { try await favourites.forgetPushSubscription(endpoint: subscription.endpoint) }
        return outcome
    }
}
