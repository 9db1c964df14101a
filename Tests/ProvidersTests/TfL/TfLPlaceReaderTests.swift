import Foundation
import LondonBikes
import NextStopCore
import Testing

@testable import Providers

/// The byte-level reader of `/BikePoint` gives the docks `JSONDecoder` would, whatever the layout.
struct TfLPlaceReaderTests {
    private func decoded(_ body: Data) throws -> [Dock?] {
        try JSONDecoder().decode([TfLWire.Place].self, from: body).map(\.dock)
    }

    private func read(_ body: Data) throws -> [Dock?] {
        try TfLPlaceReader.places(in: body).map { try $0.get().dock }
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
