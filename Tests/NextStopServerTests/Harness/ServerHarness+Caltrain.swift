import Caltrain
import GTFS
import NextStopCore
import Simulator

extension ServerHarness {
    /// A Caltrain-like timetable from the simulator's generator, in force from 2026-01-31 to 2027-01-31 (the harness's
    /// clock is in September 2026).
    static let caltrain: CaltrainTimetable = {
        var random = SeededGenerator(seed: 1)
        guard let generated = try? CaltrainFeedGenerator().generate(using: &random),
            let feed = try? GTFSFeed(files: generated.files)
        else { preconditionFailure("the simulator's Caltrain feed does not load") }
        return CaltrainTimetable(feed: feed)
    }()
}
