import Bikes
import Foundation
import Testing

struct FeedFreshnessTests {
    /// 100 docks, `old` of them last updated 11 minutes before the fetch, the rest a minute before.
    private func docks(old: Int) -> [Dock] {
        (0..<100).map { index in
            TestDocks.dock("BikePoints_\(index)", updatedSecondsAgo: index < old ? 660 : 60)
        }
    }

    @Test func quietDocksAreNormalAndDoNotFreezeTheFeed() {
        let freshness = FeedFreshness(docks: docks(old: 62), fetchedAt: TestDocks.fetchedAt)
        #expect(freshness.oldCount == 62)
        #expect(!freshness.isFrozen)
    }

    @Test func theFeedIsFrozenWhenNinetySevenPercentOfDocksAreOld() {
        #expect(!FeedFreshness(docks: docks(old: 96), fetchedAt: TestDocks.fetchedAt).isFrozen)
        #expect(FeedFreshness(docks: docks(old: 97), fetchedAt: TestDocks.fetchedAt).isFrozen)
    }

    @Test func aDockWithNoDateCountsAsOld() {
        let undated = (0..<100).map { TestDocks.dock("BikePoints_\($0)", updatedSecondsAgo: nil) }
        #expect(FeedFreshness(docks: undated, fetchedAt: TestDocks.fetchedAt).isFrozen)
    }

    @Test func noDocksIsNotAFrozenFeed() {
        #expect(!FeedFreshness(docks: [], fetchedAt: TestDocks.fetchedAt).isFrozen)
    }

    @Test func aSnapshotCarriesItsFreshness() {
        #expect(TestDocks.snapshot(docks(old: 100)).freshness.isFrozen)
    }
}
