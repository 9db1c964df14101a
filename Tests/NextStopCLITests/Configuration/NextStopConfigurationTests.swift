import Foundation
import Testing

@testable import NextStopCLI

/// Every setting resolves flag first, then the environment (`NEXTSTOP_*`), then a default that works on a fresh clone.
@Suite struct NextStopConfigurationTests {
    private let environment = Environment([
        "NEXTSTOP_DATA": "/srv/nextstop", "NEXTSTOP_KMB_URL": "http://kmb.mirror.test/v1/transport/kmb",
        "NEXTSTOP_CTB_URL": " http://ctb.mirror.test/v2/transport/citybus\n",
    ])

    @Test func aFlagWinsOverTheEnvironment() throws {
        let configuration = try NextStopConfiguration.resolve(
            dataFlag: "/tmp/flagged",
            urlFlags: try UpstreamOptions.parse([
                "--kmb-url", "http://127.0.0.1:8081/v1/transport/kmb", "--ctb-url", "https://127.0.0.1:8082/citybus",
            ]).flags, environment: environment)

        #expect(configuration.dataDirectory.path == "/tmp/flagged")
        #expect(configuration.upstreams[.kmbURL].absoluteString == "http://127.0.0.1:8081/v1/transport/kmb")
        #expect(configuration.upstreams[.citybusURL].absoluteString == "https://127.0.0.1:8082/citybus")
    }

    @Test func theEnvironmentWinsOverTheDefaultsTrimmed() throws {
        let configuration = try NextStopConfiguration.resolve(dataFlag: nil, environment: environment)

        #expect(configuration.dataDirectory.path == "/srv/nextstop")
        #expect(configuration.upstreams[.kmbURL].host == "kmb.mirror.test")
        #expect(configuration.upstreams[.citybusURL].absoluteString == "http://ctb.mirror.test/v2/transport/citybus")
        #expect(configuration.databasePath == "/srv/nextstop/nextstop.sqlite")
    }

    @Test func withNeitherTheDefaultsAreTheRealAPIsAndTheWorkingFolder() throws {
        let configuration = try NextStopConfiguration.resolve(dataFlag: nil, environment: Environment(["NEXTSTOP_DATA": "  "]))

        let workingFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        #expect(
            configuration.dataDirectory == workingFolder.appendingPathComponent("data", isDirectory: true).standardizedFileURL)
        #expect(configuration.upstreams[.kmbURL].absoluteString == "https://data.etabus.gov.hk/v1/transport/kmb")
        #expect(configuration.upstreams[.citybusURL].absoluteString == "https://rt.data.gov.hk/v2/transport/citybus")
    }

    @Test func aCommandsOwnDefaultFolderGivesWayToTheFlagAndTheEnvironment() throws {
        let demoDefault = DemoCommand.defaultDataPath
        let unset = Environment(["NEXTSTOP_DATA": ""])

        let byDefault = try NextStopConfiguration.resolve(dataFlag: nil, environment: unset, defaultDataPath: demoDefault)
        let byFlag = try NextStopConfiguration.resolve(dataFlag: "/tmp/d", environment: unset, defaultDataPath: demoDefault)
        let byEnvironment = try NextStopConfiguration.resolve(
            dataFlag: nil, environment: environment, defaultDataPath: demoDefault)

        #expect(byDefault.dataDirectory.path.hasSuffix("/data/demo"))
        #expect(byFlag.dataDirectory.path == "/tmp/d")
        #expect(byEnvironment.dataDirectory.path == "/srv/nextstop")
    }

    @Test func aMalformedURLFromTheEnvironmentNamesTheVariable() {
        let environment = Environment(["NEXTSTOP_KMB_URL": "ftp://kmb.test/"])

        #expect(throws: CLIError("NEXTSTOP_KMB_URL must be an http(s) URL, got \"ftp://kmb.test/\"")) {
            try NextStopConfiguration.resolve(dataFlag: nil, environment: environment)
        }
    }

    @Test func aMalformedURLFromAFlagNamesTheFlag() {
        #expect(throws: CLIError("--ctb-url must be an http(s) URL, got \"not a url\"")) {
            try NextStopConfiguration.resolve(
                dataFlag: nil, urlFlags: try UpstreamOptions.parse(["--ctb-url", "not a url"]).flags, environment: environment)
        }
    }
}
