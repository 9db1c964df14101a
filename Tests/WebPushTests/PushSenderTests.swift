import Crypto
import Foundation
import LiveTransport
import NextStopCore
import NextStopTestSupport
import Testing
import WebPushTestSupport

@testable import WebPush

/// Pushes to a push service on loopback, which checks each request as a real one does: the VAPID token against the
/// key it names, the payload decrypted with the browser's keys, the lifetime, urgency and topic headers.
struct PushSenderTests {
    /// A clock whose waits return at once and are remembered.
    final class RecordedWaits: TimeSource, Sendable {
        let waits = LockedValue<[Double]>([])
        func now() -> Date { Date(timeIntervalSince1970: 1_796_000_000) }
        func sleep(seconds: Double) async throws { waits.withLock { $0.append(seconds) } }
    }

    private let browser = P256.KeyAgreement.PrivateKey()
    private let auth = Data((0..<16).map { UInt8(200 - $0) })
    private let key = VAPIDKey()
    private let clock = RecordedWaits()

    private func send(_ message: PushMessage, through service: LoopbackPushService) async throws -> PushOutcome {
        let outcome = LockedValue<PushOutcome?>(nil)
        let (publicKey, auth) = (browser.publicKey.x963Representation.base64URLEncodedString(), auth.base64URLEncodedString())
        // Generous: these check the protocol, on a machine that may be busy with other tests.
        let sender = PushSender(
            key: key, subject: "mailto:ops@nextstop.example", transport: AsyncHTTPTransport(), time: clock,
            attemptTimeout: 30)
        try await service.run { base in
            let subscription = try PushSubscription(
                endpoint: base.appendingPathComponent("abc"), p256dh: publicKey, auth: auth)
            let sent = try await sender.send(message, to: subscription)
            outcome.withLock { $0 = sent }
        }
        return try #require(outcome.value)
    }

    @Test func theServiceReadsTheMessageAndChecksItsSignature() async throws {
        // given
        let service = LoopbackPushService()
        let message = PushMessage(
            payload: Data(#"{"title":"Route 1 in 5 min"}"#.utf8), timeToLive: 600, urgency: .high, topic: "kmb-1-stop-a")

        // when
        let outcome = try await send(message, through: service)

        // then
        #expect(outcome == .delivered)
        let received = try #require(service.requests.first)
        #expect(received.headers["ttl"] == "600")
        #expect(received.headers["urgency"] == "high")
        #expect(received.headers["topic"] == "kmb-1-stop-a")
        #expect(received.headers["content-encoding"] == "aes128gcm")
        let token = try VAPIDToken(try #require(received.headers["authorization"]))
        #expect(token.verified && token.publicKey == key.publicKey)
        #expect((token.claims["aud"] as? String)?.hasPrefix("http://127.0.0.1:") == true)
        #expect(try PushDecryption.decrypt(received.body, browserKey: browser, auth: auth) == message.payload)
    }

    @Test(arguments: [404, 410]) func aSubscriptionTheServiceNoLongerKnowsIsGone(status: Int) async throws {
        let service = LoopbackPushService(answering: [status])

        let outcome = try await send(PushMessage(payload: Data("x".utf8), timeToLive: 60), through: service)

        #expect(outcome == .gone)
        #expect(service.requests.count == 1)
    }

    @Test func aBusyServiceIsAskedAgainAfterItsWait() async throws {
        let service = LoopbackPushService(answering: [429, 503])

        let outcome = try await send(PushMessage(payload: Data("x".utf8), timeToLive: 60), through: service)

        #expect(outcome == .delivered)
        #expect(service.requests.count == 3)
        #expect(clock.waits.value == [0, 2])
    }

    @Test func aServiceFailingEveryAttemptIsGivenUpOnWithItsLastStatus() async throws {
        let service = LoopbackPushService(answering: [500, 502, 503, 500])

        let outcome = try await send(PushMessage(payload: Data("x".utf8), timeToLive: 60), through: service)

        #expect(outcome == .failed(status: 500))
        #expect(service.requests.count == 4)
        #expect(clock.waits.value == [1, 2, 4])
    }

    @Test func aRefusedMessageIsNotSentAgain() async throws {
        let service = LoopbackPushService(answering: [413])

        let outcome = try await send(PushMessage(payload: Data("x".utf8), timeToLive: 60), through: service)

        #expect(outcome == .failed(status: 413))
        #expect(service.requests.count == 1)
    }

    // The limit catches a hang, not the 5 s attempt: with the whole suite starting at once on two cores, even a trivial
    // test can take a minute to be run to its end.
    @Test(.timeLimit(.minutes(3))) func aPushServiceThatNeverAnswersFailsTheAttempt() async throws {
        // given a socket that accepts connections into its backlog and never reads or writes
        let listener = try LoopbackSocket(listening: true)
        defer { listener.close() }
        let subscription = try PushSubscription(
            endpoint: listener.url, p256dh: browser.publicKey.x963Representation.base64URLEncodedString(),
            auth: auth.base64URLEncodedString())
        let sender = PushSender(
            key: key, subject: "mailto:ops@nextstop.example", transport: AsyncHTTPTransport(), time: clock)

        // when
        let outcome = try await sender.send(
            PushMessage(payload: Data("x".utf8), timeToLive: 60), to: subscription, attempts: 1)

        // then
        #expect(outcome == .failed(status: nil))
        #expect(clock.waits.value.isEmpty)
    }

    @Test func oneAttemptWaitsNoLongerThanTheFiveSecondsAnAnswerIsHeldTo() async throws {
        // given a push service that times out
        let transport = ScriptedTransport()
        let endpoint = URL(string: "https://push.example.net/send/slow")!
        transport.script(endpoint, .fail(.timeout))
        let subscription = try PushSubscription(
            endpoint: endpoint, p256dh: browser.publicKey.x963Representation.base64URLEncodedString(),
            auth: auth.base64URLEncodedString())
        let sender = PushSender(key: key, subject: "mailto:ops@nextstop.example", transport: transport, time: clock)

        // when
        let outcome = try await sender.send(
            PushMessage(payload: Data("x".utf8), timeToLive: 60), to: subscription, attempts: 1)

        // then
        #expect(outcome == .failed(status: nil))
        #expect(transport.requests.map(\.timeout) == [PushSender.defaultAttemptTimeout])
        #expect(PushSender.defaultAttemptTimeout < 5)
    }
}
