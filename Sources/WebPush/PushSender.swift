import Foundation
import NextStopCore

/// How urgent a message is (RFC 8030 §5.3): a phone saving its battery may hold back the less urgent ones.
public enum PushUrgency: String, Sendable {
    case veryLow = "very-low"
    case low
    case normal
    case high
}

/// A notification to send: its payload (encrypted on the way), how long the push service keeps it for a browser
/// that is offline, its urgency, and a topic under which a newer message replaces one not yet delivered.
public struct PushMessage: Sendable {
    public var payload: Data
    public var timeToLive: Int
    public var urgency: PushUrgency
    /// At most 32 base64url characters (RFC 8030 §5.4).
    public var topic: String?

    public init(payload: Data, timeToLive: Int, urgency: PushUrgency = .normal, topic: String? = nil) {
        self.payload = payload
        self.timeToLive = timeToLive
        self.urgency = urgency
        self.topic = topic
    }
}

/// What became of a message.
public enum PushOutcome: Sendable, Hashable {
    /// The push service took it.
    case delivered
    /// The subscription no longer exists (404 or 410): forget it.
    case gone
    /// Refused for good (another 4xx), or still failing after every attempt (429, 5xx, no answer); `status` is the
    /// last answer's, nil when none came.
    case failed(status: Int?)
}

/// Delivers messages to push services (RFC 8030) over the platform's HTTP transport, each encrypted for its browser
/// (RFC 8291) and signed for this server (RFC 8292); no third-party push SDK.
public struct PushSender: Sendable {
    let key: VAPIDKey
    /// The contact push services see: `mailto:` or `https:`.
    let subject: String
    let transport: any HTTPTransport
    let time: any TimeSource
    /// Tries at most, a 429, a 5xx or no answer each followed by a wait: `Retry-After` when given, else 1, 2, 4 s.
    let attempts: Int
    /// How long one attempt waits for the push service.
    let attemptTimeout: Double

    public init(
        key: VAPIDKey, subject: String, transport: any HTTPTransport, time: any TimeSource, attempts: Int = 4,
        attemptTimeout: Double = PushSender.defaultAttemptTimeout
    ) {
        self.key = key
        self.subject = subject
        self.transport = transport
        self.time = time
        self.attempts = attempts
        self.attemptTimeout = attemptTimeout
    }

    /// The public key browsers subscribe with (`applicationServerKey`).
    public var publicKey: String { key.publicKey }

    /// The longest wait between attempts, whatever a push service asks.
    static let longestWait = 60.0
    /// How long a signed token is valid (RFC 8292 allows 24 hours).
    static let tokenLifetime = 12 * 3_600.0
    /// How long one attempt waits for the push service by default, so that a single attempt answers within the 5 s
    /// every answer is held to.
    public static let defaultAttemptTimeout = 4.0

    /// Sends `message` to the browser of `subscription`, trying at most `attempts` times (the sender's by default; 1
    /// for a rider waiting on the answer); throws only for a message that cannot be sent at all (too long to
    /// encrypt) or a sleep cut short.
    public func send(_ message: PushMessage, to subscription: PushSubscription, attempts: Int? = nil) async throws
        -> PushOutcome
    {
        let request = try request(for: message, to: subscription)
        let attempts = attempts ?? self.attempts
        var lastStatus: Int?
        var backOff = 1.0
        for attempt in 1...attempts {
            var retryAfter: Double?
            do {
                let response = try await transport.send(request)
                switch response.status {
                case 200..<300: return .delivered
                case 404, 410: return .gone
                case 429, 500..<600:
                    lastStatus = response.status
                    retryAfter = response.header("Retry-After").flatMap {
                        UpstreamError.retryAfterSeconds($0, now: time.now())
                    }
                default: return .failed(status: response.status)
                }
            } catch let error as UpstreamError where error.isTransient {
                lastStatus = nil
            }
            guard attempt < attempts else { break }
            try await time.sleep(seconds: min(retryAfter ?? backOff, Self.longestWait))
            backOff *= 2
        }
        return .failed(status: lastStatus)
    }

    /// The push request (RFC 8030 §5): the encrypted body with its coding, lifetime, urgency, topic and signature.
    private func request(for message: PushMessage, to subscription: PushSubscription) throws -> HTTPRequest {
        var headers = [
            "Content-Encoding": "aes128gcm", "Content-Type": "application/octet-stream",
            "TTL": String(message.timeToLive), "Urgency": message.urgency.rawValue,
            "Authorization": try key.authorization(
                for: subscription.endpoint, subject: subject, expiry: time.now() + Self.tokenLifetime),
        ]
        headers["Topic"] = message.topic
        return HTTPRequest(
            url: subscription.endpoint, method: "POST", headers: headers, timeout: attemptTimeout,
            body: try MessageEncryption.encrypt(message.payload, for: subscription))
    }
}
