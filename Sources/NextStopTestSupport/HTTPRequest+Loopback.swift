import Foundation
import NextStopCore

extension HTTPRequest {
    /// How long a test waits for a server running in its own process when the answer, not its timing, is under
    /// test. On two cores the whole suite keeps both threads busy, and an answer that arrived in a millisecond can
    /// wait seconds for a thread to read it: a 5 s timeout has failed tests whose server had answered.
    public static let loopbackTimeout: TimeInterval = 60
}
