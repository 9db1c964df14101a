import AskHongKong
import Foundation
import NextStopCore
import Testing

/// Bus questions answered from a fixture directory: arrivals, a stop on several routes asked back, where a route
/// runs, the routes at a place, and an operator that is down.
struct BusAnswerTests {
    private func ask(
        _ text: String, buses: FixtureBuses = FixtureBuses(), after conversation: Conversation? = nil,
        here: Coordinate? = nil
    ) async throws -> (Answer, Conversation?) {
        try await AskService(source: StubWeather(), buses: buses).ask(
            text, conversation: conversation, here: here, now: Stub.morning)
    }

    private static let rider = Coordinate(latitude: 22.2937, longitude: 114.1689)

    @Test("buses near me, with the rider's position, are the nearest stops with their distances and routes")
    func busesNearTheRiderListTheNearestStops() async throws {
        let (english, _) = try await ask("Buses near me?", here: Self.rider)
        let (traditional, _) = try await ask("附近有咩巴士", here: Self.rider)
        let (simplified, _) = try await ask("附近有什么巴士", here: Self.rider)

        #expect(english.intent == .busNearby)
        #expect(english.text == "Near you: STAR FERRY (90 m): 1, 1A, 2, 5C, 6; CHUNG KING MANSION (240 m): 1, 1A, 2, 5C, 6.")
        #expect(traditional.text == "你附近：尖沙咀碼頭（90 米）：1、1A、2、5C、6；重慶大廈（240 米）：1、1A、2、5C、6。")
        #expect(simplified.text.hasPrefix("你附近：尖沙咀码头（90 米）"))
        guard case .busStops(let card) = english.cards.first else { return #expect(Bool(false), "no stops card") }
        #expect(card.stops.map(\.distanceM) == [90, 240])
    }

    @Test func busesNearMeWithoutAPositionAsksWhereOrForTheLocation() async throws {
        let (english, _) = try await ask("Buses near me?")
        let (traditional, _) = try await ask("附近有咩巴士")

        #expect(english.text.hasPrefix("Near where?") && english.text.hasSuffix("or let the app know where you are."))
        #expect(traditional.text.hasSuffix("或讓程式知道你的位置。"))
        #expect(!english.cards.contains { if case .busStops = $0 { true } else { false } })
    }

    @Test func aPlaceNamedWinsOverTheRidersPosition() async throws {
        let (answer, _) = try await ask("buses near Mong Kok", here: Self.rider)

        #expect(answer.text.hasPrefix("Routes at Mong Kok"))
    }

    @Test func theNextBusesOfARouteAtAStopAreGivenInMinutes() async throws {
        let (answer, _) = try await ask("1A 尖沙咀碼頭幾時到")

        #expect(answer.intent == .busArrivals)
        #expect(answer.text == "1A（往尖沙咀碼頭）尖沙咀碼頭：3、12分鐘。")
        guard case .busArrivals(let card) = answer.cards.first else { return #expect(Bool(false), "no arrivals card") }
        #expect(card.arrivals.map(\.route) == ["1A", "1A"])
        #expect(card.origin == CardOrigin(source: "kmb", dataTime: Stub.morning.addingTimeInterval(-20), isCached: true, age: 20))
    }

    @Test func aStopOnSeveralRoutesIsAskedBackWithAChoicePerRoute() async throws {
        let (answer, conversation) = try await ask("when is the next bus at star ferry")

        let clarify = try #require(answer.clarify)
        #expect(clarify.question == "Several routes stop at STAR FERRY: which one?")
        #expect(clarify.choices.first == "When is 1 at STAR FERRY?")
        #expect(clarify.choices.count == 5)
        let (chosen, _) = try await ask("1A", after: conversation)
        #expect(chosen.intent == .busArrivals)
        #expect(chosen.slots.route == "1A" && chosen.slots.stop == "STAR FERRY")
    }

    @Test func aFollowUpNamingAnotherRouteKeepsTheStop() async throws {
        let (_, conversation) = try await ask("when is the next 1A at star ferry")
        let (answer, _) = try await ask("and 2?", after: conversation)

        #expect(answer.text == "Next 2 at STAR FERRY (to STAR FERRY): 3, 12 min.")
    }

    @Test("a route asked at a place it serves is answered at the route's own stop there, in every script")
    func aRouteAtAPlaceIsAnsweredAtItsStopThere() async throws {
        let (english, _) = try await ask("when's the next 260 at Central")
        let (traditional, _) = try await ask("2A 幾時到美孚")
        let (simplified, _) = try await ask("2A号巴士几时到美孚")

        #expect(english.text == "Next 260 at CENTRAL (EXCHANGE SQUARE) (to STANLEY VILLAGE): 3, 12 min.")
        #expect(english.slots.route == "260")
        #expect(traditional.text == "2A（往美孚）美孚：3、12分鐘。")
        #expect(simplified.text == "2A（往美孚）美孚：3、12分钟。")
    }

    @Test("a route asked at a place it does not serve says so and where it runs, not that buses are unavailable")
    func aRouteNotAtThePlaceSaysWhereItRuns() async throws {
        let (answer, _) = try await ask("when is the next 2A at Star Ferry")

        #expect(answer.intent == .busArrivals)
        #expect(answer.text == "Route 2A does not stop at or near STAR FERRY; it runs LOK WAH → MEI FOO.")
        #expect(answer.slots.route == "2A" && answer.slots.stop == "STAR FERRY")
    }

    @Test(
        "a route number no company runs is an answer: there is no such route, with or without a bus word or a stop",
        arguments: [
            ("when is the next bus 1Z at star ferry", "There is no route 1Z."), ("When is the next 1Z?", "There is no route 1Z."),
            ("1Z 幾時到尖沙咀碼頭", "沒有1Z號巴士路線。"), ("1Z几时到", "没有1Z号巴士路线。"),
        ])
    func anUnknownRouteIsSaidToBeNone(question: String, said: String) async throws {
        let (answer, _) = try await ask(question)

        #expect(answer.intent == .busArrivals)
        #expect(answer.text == said)
        #expect(answer.slots.route == "1Z")
    }

    @Test func whereARouteRunsIsEachDirectionsEnds() async throws {
        let (answer, _) = try await ask("where does A21 go")

        #expect(answer.text == "Citybus A21: AIRPORT (GROUND TRANSPORTATION CENTRE) → HUNG HOM STATION")
        let (unknown, _) = try await ask("bus 999X route")
        #expect(unknown.text == "No company runs a route 999X.")
    }

    @Test func aRouteRunningTwoWaysAtAStopGivesEachWayItsOwnTimes() async throws {
        // KMB's 6 runs to Star Ferry and Citybus's 6 to Stanley; both call at Admiralty in the fixture
        let (english, _) = try await ask("when is the next 6 at admiralty station")
        let (chinese, _) = try await ask("6 金鐘站幾時到")

        #expect(english.text == "Next 6 at ADMIRALTY STATION: to STAR FERRY 3, 12 min; to STANLEY PRISON 10, 19 min.")
        #expect(chinese.text == "6 金鐘站：往尖沙咀碼頭 3、12分鐘；往赤柱監獄 10、19分鐘。")
    }

    @Test func aChineseAnswerNamesTheOperatorInChinese() async throws {
        let (traditional, _) = try await ask("A21 去邊")
        let (simplified, _) = try await ask("A21 去哪里")

        #expect(traditional.text.hasPrefix("城巴 A21："), "\(traditional.text)")
        #expect(simplified.text.hasPrefix("城巴 A21："), "\(simplified.text)")
    }

    @Test func theRoutesAtAPlaceAreListed() async throws {
        let (answer, _) = try await ask("旺角附近有咩巴士")

        #expect(answer.intent == .busNearby)
        #expect(answer.text == "旺角有以下路線：1A、68X。")
    }

    @Test func aTemperatureIsNotARoute() throws {
        let reader = QuestionReader(busDirectory: FixtureBuses())
        let reading = reader.read(try QuestionText("今日會唔會26度"), conversation: nil, now: Stub.morning)

        #expect(reading.slots.route == nil)
        #expect(!reading.intent.isBus)
    }

    @Test func anOperatorThatIsDownIsSaidPlainly() async throws {
        let (answer, _) = try await ask("1A star ferry eta", buses: FixtureBuses(failure: .server(status: 503)))

        #expect(!answer.isAvailable)
        #expect(answer.text == "Bus information is not available now; try again later.")
    }
}
