import Foundation
import NextStopCore

/// A time on the fixtures' evening, 30 July 2026 in Hong Kong: `hongKongTime("21:02:00")`.
func hongKongTime(_ time: String) -> Date {
    guard let date = ISO8601DateFormatter().date(from: "2026-07-30T\(time)+08:00") else {
        preconditionFailure("malformed time \(time) in a test")
    }
    return date
}
