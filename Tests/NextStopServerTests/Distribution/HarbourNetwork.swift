import HongKongBus
import HongKongBusTestSupport
import NextStopCore
import NextStopTestSupport

/// Editions of a small Kowloon and Hong Kong Island network, as a collector would assemble them on successive days:
/// some 70 stops and 30 route variants of two operators, stops in id order and routes in key order. Each edition
/// renames a few stops, adds stops and a night route, and drops one daytime route, so that consecutive editions
/// differ the way real ones do and a delta between them is small.
enum HarbourNetwork {
    private static let kmbStopCount = 52
    private static let citybusStopCount = 18
    private static let stopsPerRoute = 12

    private static let streets = [
        "Nathan Road", "Salisbury Road", "Canton Road", "Argyle Street", "Waterloo Road", "Boundary Street",
        "Prince Edward Road West", "Lung Cheung Road", "Castle Peak Road", "Tai Po Road", "Chatham Road South",
        "Lai Chi Kok Road", "Queen's Road Central", "Des Voeux Road Central", "Hennessy Road", "King's Road",
        "Connaught Road West", "Caine Road",
    ]
    private static let landmarks = [
        "Police Station", "Market", "Estate", "MTR Station", "Post Office", "Sports Centre", "Hospital", "Pier",
        "Bus Terminus", "Park", "Community Hall", "Primary School",
    ]
    private static let kmbRoutes = ["1", "1A", "2", "5C", "6", "9", "11", "13D", "26", "40X", "59A", "85"]
    private static let citybusRoutes = ["5B", "11", "70", "970"]

    /// The network of one edition (0 is the oldest).
    static func edition(_ number: Int) -> BusNetwork {
        let kmbStops = (1...(kmbStopCount + 2 * number)).map { kmbStop($0, edition: number) }
        let citybusStops = (1...citybusStopCount).map(citybusStop)
        var routes: [RouteVariant] = []
        for (index, route) in kmbRoutes.enumerated() where number == 0 || index != number % kmbRoutes.count {
            routes += bothWays("KMB", route, stops: stride(index * 4, count: kmbStopCount).map(Build.kmbStopID))
        }
        for (index, route) in citybusRoutes.enumerated() {
            routes += bothWays("CTB", route, stops: stride(index * 3, count: citybusStopCount).map(Build.citybusStopID))
        }
        if number > 0 {
            let nightStops = [1, kmbStopCount + 2 * number - 1, kmbStopCount + 2 * number].map(Build.kmbStopID)
            routes.append(Build.route("KMB:N\(number):O:1", nightStops, from: "Mong Kok", to: "Tsim Sha Tsui"))
        }
        return Build.network(stops: kmbStops + citybusStops, routes: routes)
    }

    /// A KMB stop; editions rename the first stops (two more each time) after their rebuilt shelters.
    private static func kmbStop(_ number: Int, edition: Int) -> Stop {
        let suffix = number <= 2 * edition ? " (Rebuilt)" : ""
        return Build.stop(
            Build.kmbStopID(number), 22.300 + Double(number) * 0.0011, 114.160 + Double(number % 7) * 0.0023,
            name: name(number) + suffix)
    }

    /// A Citybus stop, the same in every edition.
    private static func citybusStop(_ number: Int) -> Stop {
        Build.stop(
            Build.citybusStopID(number), 22.270 + Double(number) * 0.0009, 114.150 + Double(number % 5) * 0.0041,
            name: name(kmbStopCount + number))
    }

    /// `Nathan Road (Market)` and the like, varied enough that the file is not one repeated line.
    private static func name(_ number: Int) -> String {
        "\(streets[number % streets.count]) (\(landmarks[(number / streets.count + number) % landmarks.count]))"
    }

    /// `stopsPerRoute` distinct stop numbers from `start`, five apart (five shares no factor with either operator's
    /// stop count), wrapping around `count` stops.
    private static func stride(_ start: Int, count: Int) -> [Int] {
        (0..<stopsPerRoute).map { (start + $0 * 5) % count + 1 }
    }

    /// The outbound variant over `stops` and the inbound one back.
    private static func bothWays(_ company: String, _ route: String, stops: [String]) -> [RouteVariant] {
        [
            Build.route("\(company):\(route):O:1", stops, from: "Terminus \(route)", to: "Pier \(route)"),
            Build.route("\(company):\(route):I:1", stops.reversed(), from: "Pier \(route)", to: "Terminus \(route)"),
        ]
    }
}
