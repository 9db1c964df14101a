import Bikes
import Foundation
import NextStopCore
import Testing

@testable import Providers

/// The byte-level reader of `/BikePoint` gives the docks `JSONDecoder` would, whatever the layout.
struct TfLPlaceReaderTests {
    private func decoded(_ body: Data) throws -> [Dock?] {
        try JSONDecoder().decode([TfLWire.Place].self, from: body).map(\.dock)
    }

    private func read(_ body: Data) throws -> [Dock?] {
        try TfLPlaceReader.places(in: body).map { try $0.get() }
    }

    @Test(arguments: ["tfl/bikepoint-2026.json", "tfl/bikepoint-2016.json"])
    func theReaderAgreesWithTheDecoderOnRealShapes(_ name: String) throws {
        let body = try fixture(name)
        #expect(try read(body) == decoded(body))
    }

    @Test func prettyPrintedEscapedAndExtraMembersReadTheSame() throws {
        let body = try fixture("tfl/bikepoint-2026.json")
        var places = try #require(try JSONSerialization.jsonObject(with: body) as? [[String: Any]])
        places[0]["commonName"] = "Quote \" Back \\ Slash / é \u{2603}"
        places[0]["extra"] = ["nested": [1, 2.5e3, true, NSNull(), ["deep": "x"]]]
        let pretty = try JSONSerialization.data(withJSONObject: places, options: [.prettyPrinted])
        #expect(try read(pretty) == decoded(pretty))
        #expect(try read(pretty).first??.name == "Quote \" Back \\ Slash / é \u{2603}")
    }

    @Test func escapedKeysValuesAndDatesOfPropertiesReadAsTheDecoderReadsThem() throws {
        let body = Data(
            #"""
            [{"id":"BikePoints_9","commonName":"A","lat":51.5,"lon":-0.1,"additionalProperties":[
            {"key":"Nb\u0042ikes","value":"1\u0032","modified":"2026-02-22T16:43:16.017\u005a"},
            {"key":"NbEmptyDocks","value":"3","modified":"2026-02-22T16:40:00Z"},
            {"key":"InstallDate","value":"1279033680000","modified":"2026-02-23T00:00:00Z"}]}]
            """#.utf8)
        let docks = try read(body)
        #expect(docks == (try decoded(body)))
        #expect(docks.first??.counts.bikes == 12)
        // the newest count's date: the escaped one
        let updated = try #require(docks.first??.updatedAt)
        #expect(abs(updated.timeIntervalSince1970 - 1_771_778_596.017) < 0.001)
    }

    @Test func aRecordWithAMissingOrMistypedMemberIsLeftOutWithTheDecodersReason() throws {
        let places = try TfLPlaceReader.places(
            in: Data(#"[{"id":"A","commonName":"x","lat":"51","lon":0,"additionalProperties":[]},{"id":"B"}]"#.utf8))
        #expect(places.map { (try? $0.get()) == nil } == [true, true])
        if case .failure(let error) = places[0] { #expect(error.reason == "wrong type at [0].lat") }
        if case .failure(let error) = places[1] { #expect(error.reason == "missing [1].commonName") }
    }

    @Test(arguments: ["", "[", "[{\"id\":", "[1,]", "[{}] x", "{\"id\":1}", "[tru]"])
    func brokenJSONIsMalformed(_ text: String) {
        #expect(throws: UpstreamError.self) { try TfLPlaceReader.places(in: Data(text.utf8)) }
    }
}
