import Foundation
import GTFS
import Testing

@testable import Caltrain

@Suite struct TimeTextTests {
    @Test func writesWhatTheFeedsFormatterWritesAcrossBothDaylightSavingChanges() throws {
        let feed = try MiniCaltrain.load()
        let text = TimeText(timeZone: feed.timeZone)
        let start = instant("2026-03-07T00:00:00-08:00")
        // Every 97 minutes for a year (so every hour of the day comes round), both DST changes included.
        for step in stride(from: 0, to: 366 * 86_400, by: 97 * 60) {
            let date = start.addingTimeInterval(Double(step))
            #expect(text(date) == feed.isoFormatter.string(from: date))
        }
    }
}
