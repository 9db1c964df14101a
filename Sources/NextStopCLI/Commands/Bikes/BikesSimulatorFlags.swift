import ArgumentParser

/// How `nextstop simulate` serves London's docks beyond the shared faults.
struct BikesSimulatorFlags: ParsableArguments {
    @Flag(help: "Freeze the London dock counts, as TfL's feed sometimes stalls.")
    var bikesFrozen = false

    var choice: BikesSimulationChoice { BikesSimulationChoice(londonFrozen: bikesFrozen) }
}

/// How the simulated bike systems behave: by default, with counts that move.
struct BikesSimulationChoice: Sendable {
    /// London's counts stopped from the start, as TfL's feed sometimes stalls.
    var londonFrozen = false
}
