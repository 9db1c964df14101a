import Foundation
import Testing

@testable import NextStopCLI

/// `nextstop gtfs departures --trip-updates`: how a delay reads, and a feed that cannot be read is one line.
struct GTFSDeparturesCommandTests {
    @Test(arguments: [(0, "on time"), (29, "on time"), (31, "+1 min"), (885, "+15 min"), (-60, "-1 min")])
    func delaysReadInWholeMinutes(seconds: Int, text: String) {
        #expect(GTFSDeparturesCommand.delayText(seconds) == text)
    }

    @Test func tripUpdatesThatCannotBeReadAreOneLine() async throws {
        await #expect(throws: CLIError("--trip-updates: cannot read /nonexistent/TripUpdates.pb")) {
            _ = try await GTFSDeparturesCommand.realtime("/nonexistent/TripUpdates.pb")
        }
    }
}
