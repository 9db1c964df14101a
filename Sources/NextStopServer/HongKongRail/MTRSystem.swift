import Foundation
import HongKongRail
import Hummingbird
import NextStopCore

/// The MTR in the server: the lines and each station's next trains, in the API under `/api/v1/hk/mtr` and on the
/// pages under `/hk/mtr`, asked of MTR once per station and interval for every rider.
struct MTRSystem: ServerSystem {
    static let section = "/hk/mtr"

    let service: NextTrainsService
    let timeSource: any TimeSource

    func card(in visit: WebVisit) -> SystemCard {
        SystemCard(
            href: Self.section, name: visit.phrases.text("mtr"), summary: visit.phrases.text("mtr_summary"),
            icon: WebResources.address(of: "icon-mtr.svg"))
    }

    func addRoutes(api: RouterGroup<APIRequestContext>, web: Router<APIRequestContext>, renderer: WebRenderer) {
        MTRController(service: service, timeSource: timeSource).addRoutes(to: api)
        MTRPages(service: service, timeSource: timeSource).addRoutes(to: web, renderer: renderer)
    }

    var offlineShell: OfflineShell { OfflineShell(paths: [Self.section, "/assets/mtr.css", "/assets/live-block.js"]) }
    var openAPI: OpenAPIPart { .bundled("mtr") }

    /// Degraded while MTR's station list, asked for, has never loaded: the section and its API cannot answer until
    /// it does.
    func healthReasons(at now: Date) -> [String] {
        service.lineMapFailure.map {
            ["MTR: the station list could not be loaded (\($0)), so the MTR pages and API cannot answer"]
        } ?? []
    }
}

extension ServedSystem {
    /// The MTR's lines and next trains from `service`, timed by `timeSource`.
    public static func mtr(_ service: NextTrainsService, timeSource: any TimeSource) -> ServedSystem {
        ServedSystem(MTRSystem(service: service, timeSource: timeSource))
    }
}

extension MTRSystem {
    /// The MTR's phrases: Traditional Chinese, then English (Simplified Chinese is made from the first).
    static let phrases: PhraseTable = [
        "mtr": ("港鐵", "MTR"),
        "mtr_summary": ("每個車站的下一班列車及月台", "Next trains and platforms at every station"),
        "mtr_to": ("往{names}", "To {names}"),
        "mtr_platform": ("{n} 號月台", "Platform {n}"),
        "mtr_arriving": ("即將抵達", "Arriving"),
        "mtr_minutes": ("{n} 分鐘", "{n} min"),
        "mtr_via_racecourse": ("經馬場", "via Racecourse"),
        "mtr_none_due": ("暫時沒有列車資料（或已過服務時間）。", "No train is due (or service has ended for the night)."),
        "mtr_delayed": ("港鐵表示此綫有延誤。", "MTR reports delays on this line."),
        "mtr_stale": ("港鐵未有回應：以下為 {time} 的列車資料。", "MTR is not answering: these are the trains as of {time}."),
        "mtr_unavailable": ("暫時未能取得港鐵車站資料，請稍後再試。", "MTR's station list is not available right now. Please try again shortly."),
        "mtr_not_answering": ("港鐵暫時未有回應，請稍後再試。", "MTR is not answering right now. Please try again shortly."),
        "mtr_other_lines": ("此站其他路綫", "Other lines here"),
        "mtr_back": ("所有港鐵綫", "All MTR lines"),
        "mtr_unknown": ("找不到此港鐵綫或車站", "No such MTR line or station"),
    ]
}
