import NextStopTestSupport
import Testing

@testable import NextStopCore

struct LocalProjectionTests {
    @Test("projected distances agree with haversine to a millimetre over 5 km", arguments: [0.0, 22.3, -45, 60])
    func agreesWithHaversine(latitude: Double) {
        let center = Coordinate(latitude: latitude, longitude: 114.17)
        let projection = LocalProjection(center: center)

        for (north, east) in [(0.0, 5_000.0), (3_000, 4_000), (-3_535, 3_535), (-5_000, 0), (1, -1)] {
            let point = Build.north(of: Build.east(of: center, east), north)
            let squared = projection.squaredDistance(latitude: point.latitude, longitude: point.longitude)
            #expect(abs(squared.squareRoot() - center.distance(to: point)) < 0.001)
        }
    }

    @Test("the degree span holds the radius on every side")
    func spanCoversRadius() {
        let center = Coordinate(latitude: 22.3, longitude: 114.17)

        let span = LocalProjection(center: center).degreeSpan(radius: 1_000)

        #expect(center.distance(to: Coordinate(latitude: 22.3 + span.latitude, longitude: 114.17)) >= 1_000)
        #expect(center.distance(to: Coordinate(latitude: 22.3, longitude: 114.17 + span.longitude)) >= 1_000)
    }
}
