import Bikes
import Foundation
import Testing

@testable import NextStopServer

struct DockDonutTests {
    private func svg(_ counts: DockCounts, label: String = "label") -> String {
        DockDonut(counts: counts, label: label).svg
    }

    @Test func eachKindGetsItsColourInProportionWithTheBikesInTheCentre() {
        let drawn = svg(DockCounts(bikes: 11, standardBikes: 9, eBikes: 2, spaces: 6, docks: 19))
        #expect(drawn.contains("stroke=\"rgb(236,0,0)\" stroke-dasharray=\"52.94 47.06\""))
        #expect(drawn.contains("stroke=\"rgb(12,17,177)\" stroke-dasharray=\"11.76 88.24\""))
        #expect(drawn.contains("stroke=\"rgb(117,117,117)\" stroke-dasharray=\"35.29 64.71\""))
        #expect(drawn.contains(">11</text>"))
    }

    @Test func theEBikeSegmentKeepsItsBlueOverALightRingOfTheSameDash() throws {
        let drawn = svg(DockCounts(bikes: 11, standardBikes: 9, eBikes: 2, spaces: 6, docks: 19))
        let dash = #"stroke-dasharray="11.76 88.24" stroke-dashoffset="-27.94""#
        let outline = try #require(drawn.range(of: #"stroke-width="7" stroke="rgb(200,204,255)" "# + dash))
        let blue = try #require(drawn.range(of: #"stroke="rgb(12,17,177)" "# + dash))
        #expect(outline.upperBound < blue.lowerBound)
    }

    @Test func unknownCountsAreAGreyRingWithAWarningMark() {
        let drawn = svg(DockCounts(bikes: nil, spaces: nil, docks: 19))
        #expect(!drawn.contains("rgb(236,0,0)") && !drawn.contains("rgb(12,17,177)"))
        #expect(drawn.contains("#ffcf66") && drawn.contains(">!</text>") && drawn.contains(">?</text>"))
    }

    @Test func theLabelIsReadAloudAndEscaped() {
        let drawn = svg(DockCounts(bikes: 1, spaces: 1, docks: 2), label: "A & B <3")
        #expect(drawn.contains("role=\"img\" aria-label=\"A &amp; B &lt;3\""))
        #expect(drawn.contains("<title>A &amp; B &lt;3</title>"))
    }

    @Test func anEmptyDockDrawsNoSegment() {
        let drawn = svg(DockCounts(bikes: 0, standardBikes: 0, eBikes: 0, spaces: 0, docks: 10))
        #expect(!drawn.contains("stroke-dasharray"))
        #expect(drawn.contains(">0</text>"))
    }
}
