import Foundation
import Hummingbird
import NextStopCore

/// Linking a second device to a list, and unlinking one. The list's device asks for an invitation; the other device
/// either sends its secret (from a QR code or URL: 128 bits, linked at once) or types its short code, which links only
/// once the first device confirms. Any of a list's devices sees them all and can unlink any, itself included. Every
/// attempt passes `attempts`, and every refused one is logged and counted, never quoted.
struct DeviceLinkController {
    /// Random bytes in an invitation's secret: 128 bits, 22 base64url characters.
    static let secretBytes = 16

    let favourites: any FavouritesStore
    let timeSource: any TimeSource
    /// The systems, the first of which that lists favourites answers the list the device sees after linking.
    let systems: [any ServerSystem]
    let attempts: LinkAttemptGuard
    let metrics: ServerMetrics

    func addRoutes(to group: RouterGroup<APIRequestContext>) {
        group.post("link-codes") { _, context -> Response in
            guard let owner = context.device?.owner else {
                throw APIError(.conflict, "Save a favourite before linking another device to this list.")
            }
            let now = timeSource.now()
            let secret = RandomSecret.base64URL(byteCount: Self.secretBytes)
            let code = try await favourites.createLinkCode(
                for: owner, secretHash: RandomSecret.sha256Hex(secret), now: now)
            let expiresAt = now.addingTimeInterval(FavouritesLimits.linkCodeLifetime)
            return try .json(LinkCodeJSON(code: code, secret: secret, expiresAt: expiresAt), status: .created)
        }
        group.post("link-codes/confirm") { _, context -> Response in
            let owner = try context.owner(else: "device waiting to link")
            try await favourites.confirmLink(for: owner, now: timeSource.now())
            return try await list(for: owner)
        }
        group.get("devices") { _, context -> Response in
            let device = try context.session()
            guard let owner = device.owner else { return try .json(LinkedDevicesJSON(devices: [])) }
            return try .json(LinkedDevicesJSON(devices: try await favourites.devices(of: owner, current: device.tokenHash)))
        }
        group.delete("devices/:id") { _, context -> Response in
            try await favourites.unlinkDevice(try context.pathID(), from: try context.owner(else: "device"))
            return Response(status: .noContent)
        }
        group.post("link") { request, context -> Response in
            let body = try await request.decodeJSON(LinkRequestJSON.self, context: context)
            let device = try context.session()
            // A 128-bit secret cannot be guessed at any rate a server answers, so the guard never stands between a
            // secret and its list: a right one always links, even while guessers have the server at its cap.
            let ticket = body.secret == nil ? try admit(context) : nil
            do {
                let answer = try await link(body, device: device)
                ticket.map(attempts.succeeded)
                return answer
            } catch let error as FavouritesError where error.httpStatus == 400 {
                if let ticket { attempts.failed(ticket) } else { attempts.failedUnguarded(client: context.clientAddress) }
                refused(body.secret == nil ? "wrong_code" : "wrong_secret", context: context)
                throw error
            } catch {
                ticket.map(attempts.succeeded)
                throw error
            }
        }
    }

    /// The list the linked device now shares, as the platform's favourites API answers it; `204` when no system
    /// lists favourites there.
    private func list(for owner: OwnerID) async throws -> Response {
        for system in systems {
            if let list = try await system.favouritesList(for: owner) { return list }
        }
        return Response(status: .noContent)
    }

    /// Links with the secret at once, or puts the device in wait for the owner's confirmation of the typed code.
    private func link(_ body: LinkRequestJSON, device: DeviceSession) async throws -> Response {
        let now = timeSource.now()
        switch (body.secret, body.code) {
        case (let secret?, nil):
            let owner = try await favourites.redeemLinkSecret(
                RandomSecret.sha256Hex(secret), device: device.tokenHash, now: now)
            return try await list(for: owner)
        case (nil, let code?):
            try await favourites.requestLink(code: code, device: device.tokenHash, now: now)
            return try .json(LinkPendingJSON(), status: .accepted)
        default:
            throw APIError(.badRequest, "Send either the link's secret or the code typed from it.", field: "code")
        }
    }

    /// The attempt's place under the guessing bounds; 429 with `Retry-After` when the client or the server is over.
    private func admit(_ context: APIRequestContext) throws -> LinkAttemptGuard.Ticket {
        switch attempts.admit(client: context.clientAddress) {
        case .success(let ticket):
            return ticket
        case .failure(let refusal):
            let (reason, wait) =
                switch refusal {
                case .clientLocked(let wait): ("client_locked", wait)
                case .serverCapped(let wait): ("server_capped", wait)
                }
            refused(reason, context: context)
            var error = APIError(.tooManyRequests, "Too many wrong link attempts; try again later.")
            error.retryAfter = max(1, Int(wait.rounded(.up)))
            throw error
        }
    }

    /// Logs and counts a refused attempt; the code or secret tried is never written anywhere.
    private func refused(_ reason: String, context: APIRequestContext) {
        metrics.recordFailedLinkAttempt(reason: reason)
        context.logger.notice("link attempt refused", metadata: ["reason": "\(reason)", "client": "\(context.clientAddress)"])
    }
}
