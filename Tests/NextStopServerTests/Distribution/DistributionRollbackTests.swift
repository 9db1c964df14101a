import DatasetDistribution
import Foundation
import Testing

/// Going back a version after an update, and not asking the server again the same day.
@Suite struct DistributionRollbackTests {
    @Test func rollbackRestoresThePreviousVersionAndTheNextUnforcedUpdateThatDaySendsNothing() async throws {
        let world = try DistributionWorld()
        try world.publish(edition: 1)
        try await world.serve { source in
            _ = try await world.updater(from: source, over: RecordingTransport()).update()
            let (update, _) = try await world.publishAndUpdate(edition: 2, from: source)
            #expect(update.installedVia == .delta)
            let lastCheck = world.clock.now()

            let rollback = try world.updater(from: source, over: RecordingTransport()).rollback()

            #expect(rollback.from == DistributionWorld.version(ofEdition: 2))
            #expect(rollback.to == DistributionWorld.version(ofEdition: 1))
            try world.expectInstalled(edition: 1)

            world.clock.advance(by: DistributionWorld.day - 60)
            let wire = RecordingTransport()
            let outcome = try await world.updater(from: source, over: wire).update()

            #expect(outcome == .checkedRecently(nextCheck: lastCheck.addingTimeInterval(DistributionWorld.day)))
            #expect(wire.exchanges.isEmpty)
        }
        try world.expectInstalled(edition: 1)
        #expect(try world.clientStore.versions().contains(DistributionWorld.version(ofEdition: 2)))
    }
}
