import Foundation

/// What a simulated dock holds at an instant: its counts swing through the day and change in steps, each step at
/// the dock's own pace, so at any moment most docks have not changed for minutes and a few for hours.
struct SimulatedDockCounts: Sendable, Hashable {
    var bikes: Int
    var eBikes: Int
    var spaces: Int
    /// When the counts last changed: what TfL's count properties carry as `modified`.
    var changedAt: Date

    var standardBikes: Int { bikes - eBikes }

    /// The counts of `site` at `instant`.
    init(site: SimulatedDockSite, at instant: Date) {
        let seconds = instant.timeIntervalSince1970
        let step = (seconds / site.changeEvery).rounded(.down)
        // Each dock changes at a different offset within its step, so changes are spread over time.
        let offset = site.phase * site.changeEvery
        let stepStart = step * site.changeEvery + offset
        let changed = stepStart <= seconds ? stepStart : stepStart - site.changeEvery
        let working = max(0, site.docks - site.broken)
        let swing = 0.5 + 0.48 * sin(2 * Double.pi * (changed / 86_400 + site.phase))
        bikes = site.installed ? min(working, Int((Double(working) * swing).rounded())) : 0
        eBikes = Int((Double(bikes) * site.eBikeShare).rounded())
        spaces = site.installed ? working - bikes : 0
        // TfL's `modified` has 0 to 3 fractional digits; keep whole milliseconds.
        changedAt = Date(timeIntervalSince1970: (changed * 1_000).rounded(.down) / 1_000)
    }
}
