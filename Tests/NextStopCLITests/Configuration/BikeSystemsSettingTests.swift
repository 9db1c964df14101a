import ArgumentParser
import Foundation
import Testing

@testable import NextStopCLI

/// `NEXTSTOP_BIKES` and `--bikes`: the GBFS systems served beside London, each `NAME=GBFS_URL`.
struct BikeSystemsSettingTests {
    @Test func systemsAreReadInOrderFromTheSetting() throws {
        let environment = Environment([
            "NEXTSTOP_BIKES": " oslo=https://gbfs.urbansharing.com/oslobysykkel.no/gbfs.json , velib=http://127.0.0.1:8/gbfs.json"
        ])
        let systems = try ConfiguredBikeSystem.all(in: environment)
        #expect(systems.map(\.id) == ["oslo", "velib"])
        #expect(systems[0].discoveryURL.absoluteString == "https://gbfs.urbansharing.com/oslobysykkel.no/gbfs.json")
        #expect(try ConfiguredBikeSystem.all(in: Environment([:])).isEmpty)
    }

    @Test(arguments: [
        ("oslo", "NEXTSTOP_BIKES (or --bikes) takes NAME=GBFS_URL, got \"oslo\""),
        ("Oslo=https://x.example/gbfs.json", "not a bike system name"),
        ("london=https://x.example/gbfs.json", "not a bike system name"),
        ("map=https://x.example/gbfs.json", "not a bike system name"),
        ("oslo=ftp://x.example/gbfs.json", "oslo's GBFS URL must be an http(s) URL of its gbfs.json"),
        ("oslo=https://a.example/gbfs.json,oslo=https://b.example/gbfs.json", "names oslo twice"),
    ])
    func aWrongSystemIsAnErrorNamingTheSetting(text: String, message: String) throws {
        let error = #expect(throws: CLIError.self) { try ConfiguredBikeSystem.all(in: Environment(["NEXTSTOP_BIKES": text])) }
        #expect(error?.description.contains(message) == true, "\(error?.description ?? "")")
        #expect(error?.description.hasPrefix("NEXTSTOP_BIKES") == true)
    }

    @Test func theFlagsReplaceTheSettingAndAreCheckedAtOnce() throws {
        let options = try BikeSystemOptions.parse([
            "--bikes", "oslo=https://a.example/gbfs.json", "--bikes", "bcn=https://b.example/gbfs.json",
        ])
        let environment = try options.environment(over: Environment(["NEXTSTOP_BIKES": "velib=https://c.example/gbfs.json"]))
        #expect(try ConfiguredBikeSystem.all(in: environment).map(\.id) == ["oslo", "bcn"])
        let wrong = try BikeSystemOptions.parse(["--bikes", "oslo"])
        #expect(throws: CLIError.self) { try wrong.environment(over: Environment([:])) }
    }
}
