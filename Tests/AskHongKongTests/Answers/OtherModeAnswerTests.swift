import AskHongKong
import Foundation
import NextStopCore
import Testing

/// Questions about taxis, trains, ferries, trams and minibuses: said to be outside what the assistant knows, never
/// answered as a bus stop, while stops whose names hold those words stay bus stops.
struct OtherModeAnswerTests {
    private func ask(_ text: String) async throws -> Answer {
        try await AskService(source: StubWeather(), buses: FixtureBuses()).ask(text, conversation: nil, now: Stub.morning).0
    }

    @Test(arguments: [
        ("打出租车去机场", OtherMode.taxi), ("坐计程车去机场", .taxi), ("的士去機場", .taxi), ("taxi to the airport", .taxi),
        ("電車去中環", .tram), ("电车去中环", .tram), ("MTR near Mong Kok", .rail), ("港鐵去機場", .rail),
        ("when is the next ferry to Cheung Chau", .ferry), ("搭小巴去旺角", .minibus),
    ])
    func anotherModeIsNamedAndNotReadAsABusQuestion(text: String, mode: OtherMode) async throws {
        let answer = try await ask(text)

        #expect(answer.intent == .unknown)
        #expect(answer.slots.isEmpty)
        #expect(answer.text.contains(mode.name[answer.language]), "\(answer.text)")
    }

    @Test func theAnswerNamesTheModeInTheQuestionsScript() async throws {
        #expect(try await ask("打出租车去机场").text.hasPrefix("我没有出租车的班次或路线资料；交通方面只有九巴及城巴。"))
        #expect(try await ask("電車去中環").text.hasPrefix("我沒有電車的班次或路線資料；交通方面只有九巴及城巴。"))
        #expect(
            try await ask("can I get a taxi to Central").text.hasPrefix(
                "I have no times or routes for taxis; of Hong Kong's transport I know KMB and Citybus buses."))
    }

    @Test(arguments: ["when is the next 1A at star ferry", "74X 觀塘碼頭幾時到", "bus from the MTR to Mong Kok"])
    func aModeWordInAStopsNameOrBesideABusWordKeepsABusQuestion(text: String) async throws {
        #expect(try await ask(text).intent.isBus)
    }

    @Test func aBusQuestionWithTheVehicleWordStaysABusQuestion() async throws {
        let answer = try await ask("1A 尖沙咀碼頭幾時有車")
        #expect(answer.intent == .busArrivals)
    }
}
