import ArgumentParser
import Foundation
import NextStopTestSupport
import Simulator
import Testing

@testable import NextStopCLI

/// `nextstop ask` on its live wiring: against the simulator's Observatory, with follow-ups kept in a file, and
/// against an Observatory that does not answer.
@Suite(.serialized) struct AskCommandTests {
    private func run(_ arguments: [String]) async throws {
        var command = try #require(try NextStopCommand.parseAsRoot(["ask"] + arguments) as? any AsyncParsableCommand)
        do {
            try await command.run()
        } catch {
            // The Observatory's budget is the rider's; the in-process simulator shares two cores with the whole suite,
            // which has held it back longer. A second try is the rider's retry; an Observatory that is down fails both.
            try await command.run()
        }
    }

    @Test func aFollowUpIsReadFromTheConversationFile() async throws {
        let simulator = try await SimulatorServer(
            network: SyntheticNetwork(scale: .tiny, seed: 1), upstreams: [HKOUpstream(scenario: .typhoon)]
        ).start()
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("conversation.json")
        let hko = ["--hko-url", HKOUpstream.baseURL(under: simulator.rootURL).absoluteString]

        try await run(["明天會唔會落雨", "--conversation", file.path] + hko)
        let first = try #require(try ConversationFile.read(file))
        try await run(["後日呢", "--conversation", file.path, "--json"] + hko)
        let second = try #require(try ConversationFile.read(file))
        await simulator.stop()

        #expect(first.intent == .forecast)
        #expect(second.intent == .forecast)
        #expect(second.slots.date == first.slots.date.map { $0.adding(days: 1) })
    }

    @Test(arguments: ["22.3", "north,114.17", "91,114.17", "22.3,114.17,5"])
    func aMalformedPositionIsAUsageError(near: String) async throws {
        await #expect(throws: ValidationError.self) { try await run(["buses near me", "--near", near]) }
    }

    @Test func anEmptyQuestionIsOneLineAndAFailure() async throws {
        await #expect(throws: CLIError("the question is empty")) { try await run(["  "]) }
    }

    /// A closed port, and a black hole that accepts and never answers, in place of the Observatory or of EPD: each
    /// ends in one line within the budget.
    @Test(
        arguments: [
            ("weather now", "--hko-url", "The Observatory is not answering now; try again later."),
            ("AQHI in Sha Tin", "--aqhi-url", "Air quality readings are not available now; try again later."),
        ], [false, true])
    func aSourceThatDoesNotAnswerEndsInAFailure(asked: (String, String, String), blackHole: Bool) async throws {
        let socket = try LoopbackSocket(listening: blackHole)
        // A closed port is closed at once, a black hole after the test: each descriptor is closed exactly once.
        if !blackHole { socket.close() }
        defer { if blackHole { socket.close() } }

        let (question, flag, line) = asked
        await #expect(throws: CLIError(line)) {
            try await run([question, flag, socket.baseURL.absoluteString])
        }
    }
}
