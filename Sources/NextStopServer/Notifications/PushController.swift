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

    /// A test notification to each of the device's subscriptions, in its language; a subscription its push service
    /// calls gone is forgotten.
    private func sendTest(to device: String) async throws -> PushTestJSON {
        let sender = try available()
        let subscriptions = try await favourites.pushSubscriptions(ofDevice: device)
        guard !subscriptions.isEmpty else { throw FavouritesError.notFound("push subscription") }
        var outcome = PushTestJSON()
        for subscription in subscriptions {
            let message = PushMessage(
                payload: Data(try APIJSON.encode(NotificationPayload.test(in: subscription.language))), timeToLive: 300,
                urgency: .normal, topic: "test")
            // Kept only once checked the same way, so a subscription read back is always usable.
            guard let endpoint = URL(string: subscription.endpoint),
                let target = try? PushSubscription(endpoint: endpoint, p256dh: subscription.p256dh, auth: subscription.auth)
            else {
                outcome.failed += 1
                continue
            }
            switch try await sender.send(message, to: target) {
            case .delivered: outcome.delivered += 1
            case .gone:
                outcome.gone += 1
                try await favourites.forgetPushSubscription(endpoint: subscription.endpoint)
            case .failed: outcome.failed += 1
            }
        }
        return outcome
    }
}
