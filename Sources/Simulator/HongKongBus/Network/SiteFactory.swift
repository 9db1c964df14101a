import HongKongBus
import NextStopCore

/// Makes sites for one operator: stop ids in the operator's format, names in its style, coordinates in Hong Kong.
struct SiteFactory: Sendable {
    let company: Company
    private var usedIDs = Set<String>()

    /// Stops stay inside this box (the brief's Hong Kong box, a little inside `GeoBounds.hongKong`).
    private static let latitudes = 22.16...22.54
    private static let longitudes = 113.86...114.39

    init(company: Company) { self.company = company }

    /// A site scattered around a district's centre.
    mutating func site(in district: District, sharedCoordinate: Bool, using random: inout SeededRandom) -> Site {
        let centre = Coordinate(
            latitude: district.centre.latitude + random.bell() * 0.006,
            longitude: district.centre.longitude + random.bell() * 0.007
        )
        return site(at: centre, in: district, sharedCoordinate: sharedCoordinate, using: &random)
    }

    /// A site a short distance (`metres`) from a point, as Citybus stops lie near KMB stops on joint routes.
    mutating func site(
        near point: Coordinate, metres: ClosedRange<Double>, in district: District, using random: inout SeededRandom
    ) -> Site {
        let position = Self.offset(point, metres: random.double(in: metres), using: &random)
        return site(at: position, in: district, sharedCoordinate: false, using: &random)
    }

    private mutating func site(
        at position: Coordinate, in district: District, sharedCoordinate: Bool, using random: inout SeededRandom
    ) -> Site {
        let sideA = rounded(Self.clamped(position))
        var sideB = sideA
        if !sharedCoordinate {
            sideB = rounded(Self.clamped(Self.offset(sideA, metres: random.double(in: 12...40), using: &random)))
        }
        let place = placeName(in: district, using: &random)
        let ids = (0..<2).map { _ in newStopID(using: &random) }
        let names = (0..<2).map { _ in stopName(place, district: district, using: &random) }
        return Site(district: district, coordinates: [sideA, sideB], stopIDs: ids, names: names, placeName: place)
    }

    /// KMB: "WONG TAI SIN BUS TERMINUS" or "ARGYLE STREET"; Citybus: "Hennessy Road, Wan Chai" or "Wan Chai Market".
    private func placeName(in district: District, using random: inout SeededRandom) -> LocalizedText {
        let street = random.pick(PlaceName.streets)
        let landmark = random.pick(PlaceName.landmarks)
        let useLandmark = random.chance(company == .kmb ? 0.7 : 0.4)
        let en: String
        let tc: String
        switch (company == .kmb, useLandmark) {
        case (true, true): (en, tc) = ("\(district.en) \(landmark.en)".uppercased(), district.tc + landmark.tc)
        case (true, false): (en, tc) = (street.en.uppercased(), street.tc)
        case (false, true): (en, tc) = ("\(district.en) \(landmark.en)", district.tc + landmark.tc)
        case (false, false): (en, tc) = ("\(street.en), \(district.en)", "\(street.tc), \(district.tc)")
        }
        return LocalizedText(en: en, tc: tc, sc: tc.simplifiedChinese)
    }

    /// Most KMB names end with a stop code such as `(WT916)` (API-NOTES §KMB 9); Citybus names carry none.
    private func stopName(
        _ place: LocalizedText, district: District, using random: inout SeededRandom
    ) -> LocalizedText {
        guard company == .kmb, random.chance(0.85) else { return place }
        let code = " (\(district.code)\(random.int(in: 100...999)))"
        return LocalizedText(en: place.en + code, tc: place.tc + code, sc: place.sc + code)
    }

    /// KMB: 16 upper-case hex characters; Citybus: 6 digits (API-NOTES §KMB 11, §Citybus 9).
    private mutating func newStopID(using random: inout SeededRandom) -> String {
        while true {
            let id =
                company == .kmb
                ? String((0..<16).map { _ in random.pick(Array("0123456789ABCDEF")) })
                : "00" + String(random.int(in: 1_000...9_999))
            if usedIDs.insert(id).inserted { return id }
        }
    }

    /// KMB publishes 6 decimals; Citybus 12, a constant-offset artefact (API-NOTES §Citybus 6).
    private func rounded(_ coordinate: Coordinate) -> Coordinate {
        let scale = company == .kmb ? 1e6 : 1e12
        return Coordinate(
            latitude: (coordinate.latitude * scale).rounded() / scale,
            longitude: (coordinate.longitude * scale).rounded() / scale
        )
    }

    private static func clamped(_ coordinate: Coordinate) -> Coordinate {
        Coordinate(
            latitude: min(max(coordinate.latitude, latitudes.lowerBound), latitudes.upperBound),
            longitude: min(max(coordinate.longitude, longitudes.lowerBound), longitudes.upperBound)
        )
    }

    private static func offset(_ point: Coordinate, metres: Double, using random: inout SeededRandom) -> Coordinate {
        var east = random.double(in: -1...1)
        var north = random.double(in: -1...1)
        let length = (east * east + north * north).squareRoot()
        if length < 1e-6 { (east, north) = (1, 0) } else { (east, north) = (east / length, north / length) }
        let degrees = metres / SiteField.metresPerDegree
        return Coordinate(
            latitude: point.latitude + north * degrees,
            longitude: point.longitude + east * degrees / SiteField.longitudeScale
        )
    }
}
