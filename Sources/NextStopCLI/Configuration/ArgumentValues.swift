import ArgumentParser
import Foundation
import NextStopCore

/// `LAT,LON` on the command line.
struct CoordinateArgument: ExpressibleByArgument {
    let coordinate: Coordinate

    init?(argument: String) {
        let parts = argument.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let latitude = parts[0], let longitude = parts[1] else { return nil }
        coordinate = Coordinate(latitude: latitude, longitude: longitude)
    }
}

/// A span of time on the command line: a number with a unit, `s`, `m`, `h` or `d` (`90m`, `72h`, `3d`).
struct IntervalArgument: ExpressibleByArgument, Sendable, Hashable {
    let seconds: TimeInterval

    init?(argument: String) {
        let units = ["s": 1, "m": 60, "h": 3_600, "d": 86_400]
        guard let unit = argument.last.flatMap({ units[String($0)] }), let count = Int(argument.dropLast()), count > 0
        else { return nil }
        let (seconds, overflow) = count.multipliedReportingOverflow(by: unit)
        guard !overflow else { return nil }
        self.seconds = TimeInterval(seconds)
    }
}
