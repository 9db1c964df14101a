import Foundation
import Testing

@testable import NextStopCLI
@testable import Providers

/// `NEXTSTOP_AGENCIES`, `--agency` and the agencies' keys: each agency its GTFS and the GTFS-Realtime feeds it
/// publishes, each key named by its agency and never shown.
struct AgenciesSettingTests {
    @Test func agenciesAreReadWithTheirFeedsAndWhereTheirKeyGoes() throws {
        let environment = Environment([
            "NEXTSTOP_AGENCIES":
                "halifax=https://x.example/google_transit.zip;trip-updates=https://x.example/TripUpdates.pb;"
                + "alerts=https://x.example/Alerts.pb;key-header=x-api-key, bart=/data/bart.zip"
        ])
        let agencies = try ConfiguredAgency.all(in: environment)
        #expect(agencies.map(\.id) == ["halifax", "bart"])
        #expect(agencies[0].feeds.tripUpdates?.absoluteString == "https://x.example/TripUpdates.pb")
        #expect(agencies[0].feeds.alerts?.absoluteString == "https://x.example/Alerts.pb")
        #expect(agencies[0].feeds.vehiclePositions == nil)
        #expect(agencies[0].placement == .header("x-api-key"))
        #expect(agencies[1].timetable == "/data/bart.zip" && agencies[1].placement == nil)
    }

    @Test(arguments: [
        ("halifax", "takes NAME=GTFS_URL"),
        ("Halifax=https://x.example/g.zip", "not an agency name"),
        ("halifax=https://x.example/g.zip;trip-updates=ftp://x.example/tu.pb", "halifax's trip-updates must be an http(s) URL"),
        ("halifax=https://x.example/g.zip;positions=https://x.example/vp.pb", "use trip-updates, alerts"),
        ("halifax=https://x.example/a.zip,halifax=https://x.example/b.zip", "names halifax twice"),
    ])
    func aWrongAgencyIsAnErrorNamingTheSetting(text: String, message: String) throws {
        let error = #expect(throws: CLIError.self) { try ConfiguredAgency.all(in: Environment(["NEXTSTOP_AGENCIES": text])) }
        #expect(error?.description.contains(message) == true, "\(error?.description ?? "")")
        #expect(error?.description.hasPrefix("NEXTSTOP_AGENCIES") == true)
    }

    @Test func keysComeFromTheSettingOrAnOwnerOnlyFileAndAreNeverShown() throws {
        let keys = try ConfiguredAgency.keys(in: Environment(["NEXTSTOP_AGENCY_KEYS": "halifax=s3cret, bart=other"]))
        #expect(keys["halifax"] == APIKey("s3cret"))
        #expect("\(keys)".contains("s3cret") == false)

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("agency-keys-\(UUID())")
        try "halifax=fromfile\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        let open = #expect(throws: CLIError.self) {
            try ConfiguredAgency.keys(in: Environment(["NEXTSTOP_AGENCY_KEYS_FILE": file.path]))
        }
        #expect(open?.description.contains("chmod 600") == true)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        #expect(
            try ConfiguredAgency.keys(in: Environment(["NEXTSTOP_AGENCY_KEYS_FILE": file.path]))["halifax"] == APIKey("fromfile"))
    }
}
