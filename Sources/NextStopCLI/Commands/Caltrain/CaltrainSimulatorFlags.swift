import ArgumentParser
import Simulator

/// How `nextstop simulate` serves Caltrain's upstreams beyond the shared faults: 511's key, rate and quirks, and the
/// timetable with a stray quote.
struct CaltrainSimulatorFlags: ParsableArguments {
    @Option(name: .customLong("511-key"), help: "The key the simulated 511 accepts; any other is answered 401.")
    var key = CaltrainSimulation.fiveOneOneKey

    @Option(name: .customLong("511-requests-per-hour"), help: "Requests a 511 key may make an hour before 429.")
    var requestsPerHour = 60

    @Flag(name: .customLong("511-bom"), help: "Start 511's JSON answers with a UTF-8 byte order mark.")
    var byteOrderMark = false

    @Flag(name: .customLong("511-siri-wrapper"), help: "Wrap StopMonitoring in {\"Siri\": …}.")
    var siriWrapper = false

    @Flag(help: "Serve the Caltrain GTFS feed with a stray quote in the first row of stop_times.txt.")
    var gtfsStrayQuote = false

    var choice: CaltrainSimulationChoice {
        var fiveOneOne = FiveOneOneSimulatedUpstream.Options(key: key)
        fiveOneOne.requestsPerHour = requestsPerHour
        fiveOneOne.byteOrderMark = byteOrderMark
        fiveOneOne.siriWrapper = siriWrapper
        return CaltrainSimulationChoice(strayQuote: gtfsStrayQuote, fiveOneOne: fiveOneOne)
    }
}

/// How Caltrain's simulated upstreams behave: by default, as the real ones do on a good day.
struct CaltrainSimulationChoice: Sendable {
    var strayQuote = false
    var fiveOneOne = FiveOneOneSimulatedUpstream.Options(key: CaltrainSimulation.fiveOneOneKey)
}
