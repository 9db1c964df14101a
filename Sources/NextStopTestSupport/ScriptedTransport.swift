import Foundation
import NextStopCore

/// A transport that answers from a script: per URL, a queue of responses (the last one repeats).
public final class ScriptedTransport: HTTPTransport, @unchecked Sendable {
    /// What one scripted step does.
    public enum Step: Sendable {
        case respond(HTTPResponse)
        case fail(UpstreamError)
    }

    public struct MissingScript: Error, CustomStringConvertible {
        public let url: URL
        public var description: String { "no scripted response for \(url.absoluteString)" }
    }

    private let lock = NSLock()
    private var scripts: [URL: [Step]] = [:]
    private var sent: [HTTPRequest] = []

    public init() {}

    /// Adds steps for a URL; they are used in order, and the last one repeats.
    public func script(_ url: URL, _ steps: Step...) {
        lock.withLock { scripts[url, default: []].append(contentsOf: steps) }
    }

    /// Scripts a 200 with a JSON body.
    public func scriptJSON(_ url: URL, _ body: String) {
        script(url, .respond(HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data(body.utf8))))
    }

    /// Every request sent so far, in order.
    public var requests: [HTTPRequest] { lock.withLock { sent } }

    /// How many requests went to a URL.
    public func count(of url: URL) -> Int { requests.filter { $0.url == url }.count }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let step: Step? = lock.withLock {
            sent.append(request)
            guard var steps = scripts[request.url], let first = steps.first else { return nil }
            if steps.count > 1 {
                steps.removeFirst()
                scripts[request.url] = steps
            }
            return first
        }
        switch step {
        case nil: throw MissingScript(url: request.url)
        case .respond(let response): return response
        case .fail(let error): throw error
        }
    }
}
