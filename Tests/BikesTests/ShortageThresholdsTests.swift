import Bikes
import Testing

struct ShortageThresholdsTests {
    @Test func aFavouriteWithoutSettingsWatchesEveryKindAtZero() {
        let thresholds = ShortageThresholds(settings: nil)
        #expect(thresholds == .standard)
        #expect(ShortageThresholds.watched.map { thresholds[$0] } == [0, 0, 0])
    }

    @Test func thresholdsRoundTripThroughSettingsWithKindsLeftOutUnwatched() {
        let thresholds = ShortageThresholds([.bikes: 2, .spaces: 5])
        #expect(thresholds.settings == #"{"alert_at":{"bikes":2,"spaces":5}}"#)
        let read = ShortageThresholds(settings: thresholds.settings)
        #expect(read == thresholds)
        #expect(read[.eBikes] == nil)
        #expect(ShortageThresholds(settings: #"{"alert_at":{}}"#)[.bikes] == nil)
    }

    @Test func levelsOutOfRangeAndUnwatchedKindsAreDropped() {
        let thresholds = ShortageThresholds([.bikes: 51, .eBikes: -1, .standardBikes: 3, .spaces: 50])
        #expect(thresholds == ShortageThresholds([.spaces: 50]))
    }

    @Test(arguments: ["not json", #"{"alert_at":"bikes"}"#, "[]"])
    func settingsThisVersionCannotReadWatchAsStandard(settings: String) {
        #expect(ShortageThresholds(settings: settings) == .standard)
    }
}
