import Foundation
import NextStopCore
import Simulator
import Testing
import ZIPFoundation

@Suite struct FileFormatTests {
    let feed = ParsedFeed.standard.feed

    func bytes(_ name: String) throws -> [UInt8] { [UInt8](try #require(feed.files[name])) }

    @Test func theNineFilesAreThere() {
        #expect(Set(feed.files.keys) == Set(CaltrainFeed.fileNames))
        #expect(CaltrainFeed.fileNames.count == 9)
    }

    @Test func stopTimesUseCRLFWithoutAFinalNewline() throws {
        let stopTimes = try bytes("stop_times.txt")
        let text = String(decoding: stopTimes, as: UTF8.self)
        #expect(text.components(separatedBy: "\r\n").count == feed.summary.stopTimes + 1)
        #expect(stopTimes.last != UInt8(ascii: "\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "no bare LF")
        let routes = try bytes("routes.txt")
        #expect(
            !routes.contains(UInt8(ascii: "\r")) && routes.last == UInt8(ascii: "\n"),
            "other files use LF: line endings are mixed")
    }

    @Test func agencyStartsWithAByteOrderMarkAndOnlyAgency() throws {
        #expect(try bytes("agency.txt").prefix(3) == [0xEF, 0xBB, 0xBF])
        for name in CaltrainFeed.fileNames where name != "agency.txt" {
            #expect(try bytes(name).prefix(3) != [0xEF, 0xBB, 0xBF], "\(name)")
        }
        #expect(ParsedFeed.standard["agency.txt"].header.first == "agency_id")
    }

    @Test func tripsListsItsColumnsInANonCanonicalOrder() {
        let header = ParsedFeed.standard["trips.txt"].header
        #expect(header.first == "trip_short_name")
        #expect(header.firstIndex(of: "route_id") ?? 0 > header.firstIndex(of: "trip_id") ?? 0)
    }

    @Test func theSameSeedGivesTheSameBytesAndAnotherSeedOtherTimes() throws {
        let again = try ParsedFeed.make(seed: 1).feed
        #expect(again.files == feed.files)
        #expect(try again.zipData() == feed.zipData())
        let other = try ParsedFeed.make(seed: 2).feed
        #expect(other.files["stop_times.txt"] != feed.files["stop_times.txt"])
        #expect(other.files["stops.txt"] == feed.files["stops.txt"], "the network does not depend on the seed")
        #expect(other.summary == feed.summary, "nor does the shape")
    }

    @Test func theZipOpensAndListsEveryFileDeflated() throws {
        let archive = try Archive(data: try feed.zipData(), accessMode: .read)
        let entries = Array(archive)
        #expect(entries.map(\.path) == CaltrainFeed.fileNames)
        for entry in entries {
            var extracted = Data()
            _ = try archive.extract(entry) { extracted.append($0) }
            #expect(extracted == feed.files[entry.path], "\(entry.path)")
        }
        let stopTimes = try #require(entries.first { $0.path == "stop_times.txt" })
        #expect(stopTimes.compressedSize * 4 < stopTimes.uncompressedSize, "deflated")
    }

    @Test func theFeedWritesToAFolderAndToAZipFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("caltrain-feed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try feed.write(toDirectory: folder.appendingPathComponent("gtfs"))
        for name in CaltrainFeed.fileNames {
            #expect(try Data(contentsOf: folder.appendingPathComponent("gtfs/\(name)")) == feed.files[name])
        }
        let zip = folder.appendingPathComponent("caltrain-ca-us.zip")
        try feed.writeZip(to: zip)
        let archive = try Archive(url: zip, accessMode: .read)
        #expect(archive["calendar_dates.txt"] != nil)
    }
}
