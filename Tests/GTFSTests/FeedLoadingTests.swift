import Foundation
import GTFS
import Testing

@Suite struct FeedLoadingTests {
    @Test func readsRealWorldCSVQuirksAcrossFiles() throws {
        // stops.txt: BOM, CRLF, no final newline, columns reordered, an unknown column, a quoted name with a comma,
        // an escaped quote and a newline, a space after a closing quote, a blank optional location_type.
        let stops =
            "\u{FEFF}parent_station,stop_name,zone_id,stop_id,location_type,stop_lat,stop_lon\r\n"
            + ",Central Station,Z1,central,1,37.0,-122.0\r\n"
            + "central,\"Central, Platform \"\"1\"\"\",Z1,101,0,37.0,-122.0\r\n"
            + "central,\"Central\nPlatform 2\" ,Z1,102,0,37.0,-122.0\r\n"
            + "central,Central Elevator,Z1,central-lift,2,37.0,-122.0\r\n"
            + ",Bay Street,Z2,B,,37.1,-122.1\r\n"
            + ",Cove,Z3,C,0,37.2,-122.2"
        // stop_times.txt: unknown columns, mixed line ends, unpadded hours past 24 too.
        let stopTimes = SampleFeed.stopTimes
            .replacingOccurrences(of: "stop_sequence\n", with: "stop_sequence,shape_dist_traveled,timepoint\r\n")
            .replacingOccurrences(of: ",1\n", with: ",1,,1\r\n")
            .replacingOccurrences(of: ",2\n", with: ",2,1.5,0\n")
            .replacingOccurrences(of: ",3\n", with: ",3,3.0,1\r\n")
            .replacingOccurrences(of: ",10\n", with: ",10,,\n")
            .replacingOccurrences(of: ",20\n", with: ",20,,\n")
            .replacingOccurrences(of: ",30\n", with: ",30,,\n")
        let feed = try SampleFeed.feed.with("stops.txt", stops).with("stop_times.txt", stopTimes).load()
        #expect(feed.warnings == [])
        #expect(feed.stops.map(\.id) == ["central", "101", "102", "central-lift", "B", "C"])
        #expect(feed.stop(id: "101")?.name == "Central, Platform \"1\"")
        #expect(feed.stop(id: "102")?.name == "Central\nPlatform 2")
        #expect(feed.stop(id: "B")?.locationType == .stopOrPlatform)
        #expect(feed.stop(id: "central")?.childIDs == ["101", "102", "central-lift"])
        #expect(feed.stopTimeCount == 17)
        let board = try feed.departures(from: "central", at: instant("2026-05-26T07:30:00-07:00"), limit: 3)
        #expect(board.map(\.tripID) == ["wk-0800", "wk-0830", "wk-owl"])
    }

    @Test func badRowsAreReportedWithFileAndLineAndSkipped() throws {
        let stopTimes =
            SampleFeed.stopTimes
            .replacingOccurrences(of: "wk-0800,08:10:00,08:10:00,B,2", with: "wk-0800,08:1O:00,08:10:00,B,2")
            + "wk-0800,08:30:00,08:30:00,NOWHERE,4\n"
            + "no-such-trip,08:30:00,08:30:00,B,1\n"
        let feed = try SampleFeed.feed.with("stop_times.txt", stopTimes).load()
        #expect(feed.warningCount == 3)
        #expect(feed.warnings.map(\.file) == ["stop_times.txt", "stop_times.txt", "stop_times.txt"])
        #expect(feed.warnings.map(\.line) == [3, 19, 20])
        #expect(feed.warnings[0].message.contains("arrival_time \"08:1O:00\""))
        #expect(feed.warnings[1].message.contains("NOWHERE"))
        #expect(feed.warnings[0].description.hasPrefix("stop_times.txt:3: "))
        // The rest of the trip still loads.
        #expect(try feed.stopTimes(ofTrip: "wk-0800").map(\.stopID) == ["101", "C"])
    }

    @Test func duplicateSequenceAndUntimedEndsAreReported() throws {
        let stopTimes = SampleFeed.stopTimes + "wk-0800,08:15:00,08:15:00,B,2\n"
        let trips = SampleFeed.trips + "R1,WKDY,untimed,Cove,7,0\n"
        let withUntimed = stopTimes + "untimed,,,101,1\nuntimed,09:00:00,09:00:00,C,2\n"
        let feed = try SampleFeed.feed.with("trips.txt", trips).with("stop_times.txt", withUntimed).load()
        #expect(feed.warnings.contains { $0.line == 19 && $0.message.contains("repeats stop_sequence 2") })
        #expect(feed.warnings.contains { $0.line == 20 && $0.message.contains("untimed") })
        #expect(try feed.stopTimes(ofTrip: "untimed").isEmpty)
        #expect(try feed.stopTimes(ofTrip: "wk-0800").count == 3)
    }

    @Test func missingStopTimesIsAnErrorNamingTheFile() throws {
        let folder = try SampleFeed.feed.with("stop_times.txt", nil).writeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: FeedLoadError.missingFile("stop_times.txt")) { try GTFSFeed(contentsOf: folder) }
        #expect(FeedLoadError.missingFile("stop_times.txt").description == "the feed has no stop_times.txt")
    }

    @Test func feedWithNeitherCalendarFileIsAnError() throws {
        let folder = try SampleFeed.feed.with("calendar.txt", nil).with("calendar_dates.txt", nil).writeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: FeedLoadError.missingCalendar) { try GTFSFeed(contentsOf: folder) }
    }

    @Test func missingRequiredColumnIsAnErrorNamingIt() throws {
        let trips = SampleFeed.trips.replacingOccurrences(of: "service_id", with: "service")
        let folder = try SampleFeed.feed.with("trips.txt", trips).writeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: FeedLoadError.missingColumn(file: "trips.txt", column: "service_id")) { try GTFSFeed(contentsOf: folder) }
        #expect(
            FeedLoadError.missingColumn(file: "trips.txt", column: "service_id").description
                == "trips.txt has no service_id column")
    }

    @Test func unknownTimeZoneIsAnError() throws {
        let agency = SampleFeed.agency.replacingOccurrences(of: "America/Los_Angeles", with: "Mars/Olympus")
        let folder = try SampleFeed.feed.with("agency.txt", agency).writeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: FeedLoadError.unknownTimeZone("Mars/Olympus")) { try GTFSFeed(contentsOf: folder) }
    }

    @Test func pathThatIsNeitherZipNorFolderIsAnError() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-feed-\(UUID().uuidString).txt")
        try Data("hello".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(throws: FeedLoadError.notAFeed(path: file.path)) { try GTFSFeed(contentsOf: file) }
        let missing = file.appendingPathExtension("gone")
        #expect(throws: FeedLoadError.notFound(path: missing.path)) { try GTFSFeed(contentsOf: missing) }
    }

    @Test func loadsFromInMemoryFiles() throws {
        let files = SampleFeed.feed.files.mapValues { Data($0.utf8) }
        let feed = try GTFSFeed(files: files)
        #expect(feed.trips.count == 6)
        #expect(feed.agencies.first?.name == "Test Transit")
        #expect(feed.timeZone.identifier == "America/Los_Angeles")
    }
}
