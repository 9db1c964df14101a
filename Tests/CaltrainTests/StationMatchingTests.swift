import Caltrain
import Testing

@Suite struct StationMatchingTests {
    @Test func listsEveryStationInLineOrderWithPlatforms() throws {
        let timetable = try CaltrainTimetable(feed: MiniCaltrain.load())
        #expect(
            timetable.stations.map(\.name) == [
                "San Francisco", "22nd Street", "South San Francisco", "Millbrae", "Broadway", "Menlo Park", "Palo Alto",
                "Mountain View", "San Jose Diridon", "Tamien", "Gilroy", "Stanford",
            ])
        let mountainView = try #require(timetable.stations.first { $0.id == "mountain_view" })
        #expect(mountainView.platformIDs == ["70211", "70212"])
        #expect(mountainView.feedName == "Mountain View Caltrain Station")
        // Elevators are not platforms.
        #expect(timetable.stations.first { $0.id == "millbrae" }?.platformIDs == ["70061", "70062"])
    }

    @Test func displayNameDropsTheFeedSuffix() {
        #expect(CaltrainStation.displayName("Mountain View Caltrain Station") == "Mountain View")
        #expect(CaltrainStation.displayName("San Francisco Caltrain") == "San Francisco")
        #expect(CaltrainStation.displayName("Tamien Station") == "Tamien")
        #expect(CaltrainStation.displayName("Station") == "Station")
    }

    @Test(arguments: [
        ("mountain view", "Mountain View"), ("Mountain View", "Mountain View"), ("MOUNTAIN-VIEW", "Mountain View"),
        ("mtn view", "Mountain View"), ("Mt. View", "Mountain View"), ("mountainview", "Mountain View"),
        ("Mountain View Caltrain Station", "Mountain View"), ("70211", "Mountain View"), ("mountain_view", "Mountain View"),
        ("SF", "San Francisco"), ("san francisco", "San Francisco"), ("4th and King", "San Francisco"),
        ("4th & king", "San Francisco"), ("diridon", "San Jose Diridon"), ("san jose", "San Jose Diridon"),
        ("SJ", "San Jose Diridon"), ("22nd st", "22nd Street"), ("22nd Street", "22nd Street"),
        ("s san francisco", "South San Francisco"), ("south sf", "South San Francisco"), ("SSF", "South San Francisco"),
        ("palo", "Palo Alto"), ("menlo park station", "Menlo Park"), ("  gilroy ", "Gilroy"),
    ])
    func findsStationsTheWayRidersTypeThem(_ query: String, _ expected: String) throws {
        let timetable = try CaltrainTimetable(feed: MiniCaltrain.load())
        #expect(try timetable.station(named: query).name == expected)
    }

    @Test func ambiguousPrefixListsTheCandidates() throws {
        let timetable = try CaltrainTimetable(feed: MiniCaltrain.load())
        #expect(throws: StationLookupError.ambiguous(query: "san", candidates: ["San Francisco", "San Jose Diridon"])) {
            try timetable.station(named: "san")
        }
    }

    @Test func unknownNameSuggestsTheThreeClosest() throws {
        let timetable = try CaltrainTimetable(feed: MiniCaltrain.load())
        do {
            _ = try timetable.station(named: "Mountian Veiw")
            Issue.record("a misspelt name matched")
        } catch {
            guard case .unknown(let query, let suggestions) = error else {
                Issue.record("wrong error: \(error)")
                return
            }
            #expect(query == "Mountian Veiw")
            #expect(suggestions.count == 3)
            #expect(suggestions.first == "Mountain View")
            #expect(error.description.hasPrefix("unknown station \"Mountian Veiw\"; did you mean Mountain View, "))
        }
    }

    @Test func suggestionsForAPartlyTypedMisspelling() throws {
        let timetable = try CaltrainTimetable(feed: MiniCaltrain.load())
        #expect {
            try timetable.station(named: "millbrea")
        } throws: { error in
            guard case .unknown(_, let suggestions) = error as? StationLookupError else { return false }
            return suggestions.count == 3 && suggestions.first == "Millbrae"
        }
        #expect(
            StationLookupError.unknown(query: "x", suggestions: ["A", "B", "C"]).description
                == "unknown station \"x\"; did you mean A, B or C?")
    }

    @Test(arguments: [
        ("SF", "San Francisco"), ("sf", "San Francisco"), ("diridon", "San Jose Diridon"), ("san jose", "San Jose Diridon"),
        ("mtn view", "Mountain View"), ("4th and king", "San Francisco"), ("stan", "Stanford"), ("gil", "Gilroy"),
    ])
    func typeAheadPutsTheStationRidersMeanFirst(_ typed: String, _ expected: String) throws {
        let timetable = try CaltrainTimetable(feed: MiniCaltrain.load())
        #expect(timetable.stations(matching: typed).first?.name == expected)
    }

    @Test func typeAheadListsEveryStationAPrefixFitsAndTheClosestWhenNoneDoes() throws {
        let timetable = try CaltrainTimetable(feed: MiniCaltrain.load())

        #expect(
            timetable.stations(matching: "s").map(\.name) == [
                "San Francisco", "South San Francisco", "San Jose Diridon", "Stanford",
            ])
        #expect(timetable.stations(matching: "san").map(\.name) == ["San Francisco", "San Jose Diridon", "South San Francisco"])
        #expect(timetable.stations(matching: "tamein").map(\.name).first == "Tamien")
        #expect(timetable.stations(matching: "  ").isEmpty)
    }
}
