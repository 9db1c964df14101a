extension NewFavourite {
    /// The longest stop id accepted; KMB's are 16 characters, Citybus's 6 (API-NOTES §KMB 11, §Citybus 9).
    public static let maxStopIDLength = 64
    /// The longest route number accepted; the longest seen are 4 characters (`A41P`).
    public static let maxRouteLength = 10
    /// The service types accepted; KMB uses 1–9, Citybus only 1 (API-NOTES §KMB 6).
    public static let serviceTypes = 1...99

    /// Checks the fields' shapes (not that the stop or route exists) and returns the favourite as stored.
    ///
    /// Route numbers are upper-cased, as both operators publish them.
    public func validated() throws(FavouritesError) -> NewFavourite {
        guard (1...Self.maxStopIDLength).contains(stopID.count), stopID.allSatisfy(Self.isStopIDCharacter) else {
            throw .invalid(field: "stopID", reason: "A stop id is 1 to \(Self.maxStopIDLength) letters or digits.")
        }
        guard var route else { return self }
        route.route = route.route.uppercased()
        guard (1...Self.maxRouteLength).contains(route.route.count),
            route.route.allSatisfy({ $0.isASCII && ($0.isNumber || $0.isUppercase) })
        else {
            throw .invalid(field: "route", reason: "A route number is 1 to \(Self.maxRouteLength) letters or digits.")
        }
        guard Self.serviceTypes.contains(route.serviceType) else {
            throw .invalid(field: "serviceType", reason: "A service type is a number from 1 to 99.")
        }
        return NewFavourite(stopID: stopID, route: route, categoryID: categoryID)
    }

    /// Letters and digits, plus the separators that GTFS-style ids use.
    private static func isStopIDCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "-_.:".contains(character))
    }
}
