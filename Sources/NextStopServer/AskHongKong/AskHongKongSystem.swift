import AskHongKong
import Foundation
import Hummingbird
import NextStopCore

/// Ask Hong Kong in the server: questions at `POST /api/v1/ask` and the chat at `/ask`. Answers come from the
/// Observatory's and EPD's reports as the poller last kept them, and bus questions from the network served and its
/// live arrivals; without the Observatory (a server started without it) the API answers 503 and the page says so.
struct AskHongKongSystem: ServerSystem {
    static let section = "/ask"

    let weather: WeatherFeed?
    let airQuality: AirQualityFeed?
    let live: LiveNetwork
    let conversations: ConversationStore
    let feedback: AskFeedbackLog
    let timeSource: any TimeSource

    /// Every report the poller keeps for the answers.
    private var reports: [any PolledReport] { (weather?.reports ?? []) + (airQuality?.reports ?? []) }

    func card(in visit: WebVisit) -> SystemCard {
        SystemCard(
            href: Self.section, name: visit.phrases.text("ask"), summary: visit.phrases.text("ask_summary"),
            icon: WebResources.address(of: "icon-ask.svg"))
    }

    func addRoutes(api: RouterGroup<APIRequestContext>, web: Router<APIRequestContext>, renderer: WebRenderer) {
        let services = weather.map { CurrentAskService(live: live, weather: $0, airQuality: airQuality) }
        AskController(services: services, conversations: conversations, feedback: feedback, timeSource: timeSource)
            .addRoutes(to: api)
        web.get(RouterPath(Self.section)) { request, _ in
            let visit = renderer.visit(request)
            return try renderer.render(
                "ask",
                visit.page(
                    title: visit.phrases.text("ask"), script: "ask-chat",
                    content: AskPageContent(available: weather != nil, language: visit.language.names)))
        }
    }

    /// Degraded while a report's copies are older than its schedule allows: polls of the Observatory are failing.
    func healthReasons(at now: Date) -> [String] {
        reports.compactMap { report in
            let status = report.status(at: now)
            let why = status.failure.map { "last poll: \($0)" } ?? "no poll has succeeded"
            guard let age = status.ageSeconds else {
                return status.failure == nil ? nil : "Ask Hong Kong: no copy of \(report.name) (\(why))"
            }
            guard age > report.schedule.staleAfter else { return nil }
            return "Ask Hong Kong: \(report.name) is \(Int(age / 60)) minutes old (\(why))"
        }
    }
}

extension AskHongKongSystem {
    var offlineShell: OfflineShell {
        OfflineShell(paths: [Self.section, "/assets/ask.css", "/assets/ask-chat.js", "/assets/ask-cards.js"])
    }

    var openAPI: OpenAPIPart { .bundled("ask-hong-kong") }
    var reminderSources: [any ReminderSource] { [WarningReminders(weather: weather)] }
}

extension ServedSystem {
    /// Ask Hong Kong over the Observatory's reports (nil: the page says questions cannot be answered) and EPD's,
    /// with bus questions answered from `live`; open conversations are kept in `sessions`, answers marked wrong in
    /// `feedback`.
    public static func askHongKong(
        weather: WeatherFeed?, airQuality: AirQualityFeed?, live: LiveNetwork, sessions: any SessionStore,
        feedback: AskFeedbackLog, timeSource: any TimeSource
    ) -> ServedSystem {
        ServedSystem(
            AskHongKongSystem(
                weather: weather, airQuality: airQuality, live: live,
                conversations: ConversationStore(sessions: sessions), feedback: feedback, timeSource: timeSource))
    }
}

/// What the Ask page's template reads: whether questions can be answered, and the first suggestions to tap.
struct AskPageContent {
    var available: Bool
    var suggestions: [String]

    init(available: Bool, language: Language) {
        self.available = available
        suggestions = AskService.openingSuggestions(in: language)
    }
}
