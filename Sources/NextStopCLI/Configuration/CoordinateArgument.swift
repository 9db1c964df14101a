import ArgumentParser
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
