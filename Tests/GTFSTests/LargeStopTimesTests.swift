import Foundation
import GTFS
import Testing

/// A `stop_times.txt` over a megabyte is read in parts by two threads, out of a zip while it is still inflating: the
/// rows, their order, headsigns and the lines of its warnings must be those of one pass from the top.
@Suite struct LargeStopTimesTests {
    /// 40,000 rows of one long trip (its stops B and C in turn, a headsign every 1,000 rows), the sample trips first,
    /// with bad rows early, in the middle and late; `quoted` quotes one headsign, which keeps the file in one piece.
    private static func feed(quoted: Bool) -> TestFeed {
        var lines = ["trip_id,arrival_time,departure_time,stop_id,stop_sequence,stop_headsign"]
        lines += SampleFeed.stopTimes.split(separator: "\n").dropFirst().map { $0 + "," }
        for sequence in 1...40_000 {
            let time = String(format: "%d:%02d:%02d", sequence / 3600, sequence / 60 % 60, sequence % 60)
            let headsign = sequence % 1_000 == 0 ? "Leg \(sequence / 1_000)" : ""
            lines.append("long,\(time),\(time),\(sequence % 2 == 0 ? "B" : "C"),\(sequence),\(headsign)")
        }
        if quoted { lines[lines.count - 1] += "\"Last\"" }
        for (line, bad) in [
            (30, "long,1:00:00,1:00:00,NOWHERE,999999,"), (20_000, "long,x,x,B,1000000,"),
            (39_990, "long,1,2"),
        ] {
            lines.insert(bad, at: line - 1)
        }
        let trips = SampleFeed.trips + "R1,WKDY,long,Cove,999,0\n"
        return SampleFeed.feed.with("trips.txt", trips).with("stop_times.txt", lines.joined(separator: "\n") + "\n")
    }

    @Test func thePartsReadAsOnePassWould() throws {
        let split = try Self.feed(quoted: false).load()
        let whole = try Self.feed(quoted: true).load()

        #expect(split.warnings.map(\.line) == [30, 20_000, 39_990])
        #expect(split.warnings.map(\.line) == whole.warnings.map(\.line))
        #expect(split.warnings[1].message.contains("arrival_time \"x\""))
        #expect(split.warnings[2].message.contains("has 3 fields"))
        #expect(split.stopTimeCount == 17 + 40_000)
        let long = try split.stopTimes(ofTrip: "long")
        #expect(long.map(\.stopSequence) == Array(1...40_000))
        #expect(long.filter { $0.headsign != nil }.map(\.headsign) == (1...40).map { "Leg \($0)" })
        #expect(try whole.stopTimes(ofTrip: "long").dropLast().elementsEqual(long.dropLast()))
        #expect(try split.stopTimes(ofTrip: "wk-0800") == whole.stopTimes(ofTrip: "wk-0800"))
    }

    @Test func aQuotedHeaderKeepsTheFileInOnePieceReadAsOnePassWould() throws {
        // a first column, empty in every row, whose quoted name holds an escaped quote
        let lines = try #require(Self.feed(quoted: false).files["stop_times.txt"]).split(separator: "\n")
        let text = ([#""a ""b""","# + lines[0]] + lines.dropFirst().map { "," + $0 }).joined(separator: "\n") + "\n"
        let quoted = try Self.feed(quoted: false).with("stop_times.txt", text).load()
        let plain = try Self.feed(quoted: false).load()

        #expect(quoted.warnings.map(\.line) == plain.warnings.map(\.line))
        #expect(quoted.stopTimeCount == plain.stopTimeCount)
        #expect(try quoted.stopTimes(ofTrip: "long") == plain.stopTimes(ofTrip: "long"))
    }

    @Test func aStrayQuoteInOneRowOfAZipCostsThatRowOnly() throws {
        // the first row of the long trip gets an unescaped quote at the start of its stop_id
        let plain = try Self.feed(quoted: false).load()
        let text = try #require(Self.feed(quoted: false).files["stop_times.txt"])
        let stray = Self.feed(quoted: false).with(
            "stop_times.txt", text.replacingOccurrences(of: "long,0:00:01,0:00:01,C,", with: "long,0:00:01,0:00:01,\"C,"))
        let zip = try stray.writeZip()
        defer { try? FileManager.default.removeItem(at: zip) }

        let feed = try GTFSFeed(contentsOf: zip)

        #expect(feed.stopTimeCount == plain.stopTimeCount - 1)
        #expect(try feed.stopTimes(ofTrip: "long").map(\.stopSequence) == Array(2...40_000))
        #expect(feed.warnings.filter { $0.message.contains("stray quote") }.map(\.line) == [17 + 2])
    }

    @Test func aZipIsReadAsItInflatesAsTheFolderIs() throws {
        let zip = try Self.feed(quoted: false).writeZip()
        defer { try? FileManager.default.removeItem(at: zip) }
        let streamed = try GTFSFeed(contentsOf: zip)
        let folder = try Self.feed(quoted: false).load()

        #expect(streamed.warnings == folder.warnings)
        #expect(streamed.stopTimeCount == folder.stopTimeCount)
        #expect(try streamed.stopTimes(ofTrip: "long") == folder.stopTimes(ofTrip: "long"))
    }

    @Test func aCorruptedStopTimesEntryFailsItsChecksumAfterItsRowsWereRead() throws {
        let zip = try Self.feed(quoted: false).writeZip(compression: .none)
        defer { try? FileManager.default.removeItem(at: zip) }
        var bytes = try Data(contentsOf: zip)
        let row = try #require(bytes.range(of: Data("long,11:06:39,11:06:39,C,39999,".utf8)))
        bytes[row.lowerBound + 5] = UInt8(ascii: "2")
        try bytes.write(to: zip)

        #expect {
            try GTFSFeed(contentsOf: zip)
        } throws: { error in
            guard case .unreadableArchive(_, let reason) = error as? FeedLoadError else { return false }
            return reason == "stop_times.txt is corrupted (checksum or size mismatch)"
        }
    }
}
