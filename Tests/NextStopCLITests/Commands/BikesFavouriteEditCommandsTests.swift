import ArgumentParser
import Bikes
import Foundation
import NextStopCore
import NextStopServer
import NextStopTestSupport
import SQLiteStorage
import Simulator
import Testing

@testable import NextStopCLI

/// `nextstop bikes favourites add|remove` against the simulator's TfL, writing the data directory's favourites store
/// the server reads.
@Suite(.serialized) struct BikesFavouriteEditCommandsTests {
    private static let token = "cli-device-token-0001"

    private func run(_ arguments: [String], data: URL, tfl: URL? = nil) async throws {
        let common = ["--data", data.path, "--device", Self.token] + (tfl.map { ["--tfl-url", $0.absoluteString] } ?? [])
        var command = try #require(
            try NextStopCommand.parseAsRoot(["bikes", "favourites"] + arguments + common) as? any AsyncParsableCommand)
        do {
            try await command.run()
        } catch let error as UpstreamError where error == .timeout {
            // The command's 4 s budget is the rider's; the in-process simulator shares two cores with the whole suite,
            // which has held it back longer. A second try is the rider's retry.
            try await command.run()
        }
    }

    /// The dock ids the device has saved of bike system `system`, in order.
    private func saved(_ data: URL, system: String = "london") async throws -> [String] {
        let store = SQLiteFavouritesStore(
            database: try AppDatabase.open(path: data.appendingPathComponent("nextstop.sqlite").path))
        guard let owner = try await store.owner(ofDevice: try #require(deviceTokenHash(Self.token))) else { return [] }
        return try await store.favourites(of: owner).compactMap { $0.item.system == "\(system)-bikes" ? $0.item.id : nil }
    }

    @Test func aGBFSSystemsDocksAreSavedAsItsOwn() async throws {
        let oslo = GBFSBikesSimulation()
        let simulator = try await SimulatorServer(network: SyntheticNetwork(scale: .tiny, seed: 1), upstreams: [oslo.upstream])
            .start()
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let gbfs = ["--system", "oslo", "--gbfs", GBFSBikesSimulation.discoveryURL(under: simulator.rootURL).absoluteString]
        try await run(["add", "383"] + gbfs, data: folder.url)
        #expect(try await saved(folder.url, system: "oslo") == ["383"])
        #expect(try await saved(folder.url).isEmpty)
        await #expect(throws: CLIError("dock 99999 is not in oslo's list")) {
            try await run(["add", "99999"] + gbfs, data: folder.url)
        }
        await #expect(throws: CLIError.self) { try await run(["add", "383", "--system", "paris"], data: folder.url) }
        try await run(["remove", "383", "--system", "oslo"], data: folder.url)
        #expect(try await saved(folder.url, system: "oslo").isEmpty)
        await simulator.stop()
    }

    @Test func addAndRemoveChangeTheStoreAndUnknownIdsAreOneLine() async throws {
        let bikes = LondonBikesSimulation()
        let simulator = try await SimulatorServer(network: SyntheticNetwork(scale: .tiny, seed: 1), upstreams: bikes.upstreams)
            .start()
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let dockIDs = try firstDockIDs(bikes, count: 2)

        try await run(["add", dockIDs[0]], data: folder.url, tfl: simulator.rootURL)
        try await run(["add", dockIDs[1]], data: folder.url, tfl: simulator.rootURL)
        try await run(["add", dockIDs[0]], data: folder.url, tfl: simulator.rootURL)
        #expect(try await saved(folder.url) == dockIDs)

        await #expect(throws: CLIError("dock BikePoints_99999 is not in TfL's list")) {
            try await run(["add", "BikePoints_99999"], data: folder.url, tfl: simulator.rootURL)
        }
        try await run(["remove", dockIDs[0]], data: folder.url)
        #expect(try await saved(folder.url) == [dockIDs[1]])
        await #expect(throws: CLIError("dock \(dockIDs[0]) is not among your favourites")) {
            try await run(["remove", dockIDs[0]], data: folder.url)
        }
        await simulator.stop()
    }

    @Test func alertLevelsAreSetKindByKindAndKeptWithTheFavourite() async throws {
        let bikes = LondonBikesSimulation()
        let simulator = try await SimulatorServer(network: SyntheticNetwork(scale: .tiny, seed: 1), upstreams: bikes.upstreams)
            .start()
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let dockID = try #require(try firstDockIDs(bikes, count: 1).first)
        try await run(["add", dockID], data: folder.url, tfl: simulator.rootURL)
        await simulator.stop()

        try await run(["alerts", dockID, "--bikes", "2", "--ebikes", "off"], data: folder.url)
        try await run(["alerts", dockID, "--spaces", "5"], data: folder.url)

        #expect(try await levels(folder.url) == ShortageThresholds([.bikes: 2, .spaces: 5]))
        #expect(throws: (any Error).self) {
            try NextStopCommand.parseAsRoot(["bikes", "favourites", "alerts", dockID, "--bikes", "51"])
        }
        await #expect(throws: CLIError("dock BikePoints_99999 is not among your favourites")) {
            try await run(["alerts", "BikePoints_99999", "--bikes", "1"], data: folder.url)
        }
    }

    /// The alert levels of the device's only favourite.
    private func levels(_ data: URL) async throws -> ShortageThresholds {
        let store = SQLiteFavouritesStore(
            database: try AppDatabase.open(path: data.appendingPathComponent("nextstop.sqlite").path))
        let hash = try #require(deviceTokenHash(Self.token))
        let owner = try #require(try await store.owner(ofDevice: hash))
        return ShortageThresholds(settings: try await store.favourites(of: owner).first?.settings)
    }

    @Test func withoutATokenNothingIsWritten() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var command = try #require(
            try NextStopCommand.parseAsRoot(["bikes", "favourites", "remove", "BikePoints_1", "--data", folder.url.path])
                as? any AsyncParsableCommand)
        await #expect(throws: CLIError.self) { try await command.run() }
    }

    /// The ids of the first `count` docks of the simulated list.
    private func firstDockIDs(_ bikes: LondonBikesSimulation, count: Int) throws -> [String] {
        let list = try JSONSerialization.jsonObject(with: Data(bikes.bikePointBody(at: Date()))) as? [[String: Any]]
        return try #require(list).prefix(count).compactMap { $0["id"] as? String }
    }
}
