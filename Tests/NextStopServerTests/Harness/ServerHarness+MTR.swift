import Foundation
import HongKongRail
import NextStopCore
import NextStopTestSupport
import Providers

/// The MTR as the harness's server sees it: MTR's station list in its published form (a byte order mark, CRLF,
/// quoted fields) cut to the Tseung Kwan O line and three Kwun Tong stations, and Next Train replies in the real
/// shape, scripted on the harness's transport.
extension ServerHarness {
    /// The address of MTR's reply for a station of a line.
    static func mtrScheduleURL(_ line: String, _ station: String) -> URL {
        MTREndpoint.defaultBaseURL.appendingPathComponent("getSchedule.php")
            .appending(queryItems: [URLQueryItem(name: "line", value: line), URLQueryItem(name: "sta", value: station)])
    }

    /// The trains service over `transport`, its station list scripted there, dated by `clock`.
    static func mtrService(transport: ScriptedTransport, clock: ManualTimeSource) -> NextTrainsService {
        transport.script(
            MTREndpoint.defaultDataURL.appendingPathComponent(MTREndpoint.stationListFile),
            .respond(HTTPResponse(status: 200, body: Data(("\u{FEFF}" + mtrStationRows.joined(separator: "\r\n") + "\r\n").utf8)))
        )
        return NextTrainsService(client: MTRClient(transport: transport), timeSource: clock)
    }

    /// A trains service whose MTR answers 500 to everything, the station list included, with a body no client may see.
    static func failingMTR(clock: ManualTimeSource) -> NextTrainsService {
        let transport = ScriptedTransport()
        let failure = ScriptedTransport.Step.respond(HTTPResponse(status: 500, body: Data(upstreamSecret.utf8)))
        transport.script(MTREndpoint.defaultDataURL.appendingPathComponent(MTREndpoint.stationListFile), failure)
        transport.script(mtrScheduleURL("TKL", "TIK"), failure)
        return NextTrainsService(client: MTRClient(transport: transport), timeSource: clock)
    }

    /// Scripts MTR's reply for Tiu Keng Leng on the Tseung Kwan O line: up to LOHAS Park in 2 minutes and Po Lam in
    /// 5 from platform 1, down to North Point in 3 from platform 2, `isdelay` as given.
    func scriptMTRTiuKengLeng(delayed: Bool = false) {
        let stamp = { (minutes: Double) in Self.mtrClock.string(from: clock.now().addingTimeInterval(minutes * 60)) }
        let train = { (seq: Int, dest: String, plat: String, minutes: Double) in
            #"{"seq":"\#(seq)","dest":"\#(dest)","plat":"\#(plat)","time":"\#(stamp(minutes))","ttnt":"\#(Int(minutes))","valid":"Y","source":"-"}"#
        }
        transport.scriptJSON(
            Self.mtrScheduleURL("TKL", "TIK"),
            #"{"status":1,"message":"successful","sys_time":"\#(stamp(0))","curr_time":"\#(stamp(0))","isdelay":"\#(delayed ? "Y" : "N")","data":{"TKL-TIK":{"curr_time":"\#(stamp(0))","sys_time":"\#(stamp(0))","UP":[\#(train(1, "LHP", "1", 2)),\#(train(2, "POA", "1", 5))],"DOWN":[\#(train(1, "NOP", "2", 3))]}}}"#
        )
    }

    /// MTR's times: Hong Kong's, without a zone.
    private static var mtrClock: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Asia/Hong_Kong")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter
    }

    private static let mtrStationRows = [
        #""Line Code","Direction","Station Code","Station ID","Chinese Name","English Name","Sequence""#,
        #""KTL","DT","TIK","49","調景嶺","Tiu Keng Leng",1.00"#,
        #""KTL","DT","YAT","48","油塘","Yau Tong",2.00"#,
        #""KTL","DT","LAT","38","藍田","Lam Tin",3.00"#,
        #""KTL","UT","LAT","38","藍田","Lam Tin",15.00"#,
        #""KTL","UT","YAT","48","油塘","Yau Tong",16.00"#,
        #""KTL","UT","TIK","49","調景嶺","Tiu Keng Leng",17.00"#,
        #""TKL","DT","POA","52","寶琳","Po Lam",1.00"#,
        #""TKL","DT","HAH","51","坑口","Hang Hau",2.00"#,
        #""TKL","DT","TKO","50","將軍澳","Tseung Kwan O",3.00"#,
        #""TKL","DT","TIK","49","調景嶺","Tiu Keng Leng",4.00"#,
        #""TKL","DT","YAT","48","油塘","Yau Tong",5.00"#,
        #""TKL","DT","QUB","32","鰂魚涌","Quarry Bay",6.00"#,
        #""TKL","DT","NOP","31","北角","North Point",7.00"#,
        #""TKL","TKS-DT","LHP","57","康城","LOHAS Park",1.00"#,
        #""TKL","TKS-DT","TKO","50","將軍澳","Tseung Kwan O",2.00"#,
        #""TKL","TKS-DT","TIK","49","調景嶺","Tiu Keng Leng",3.00"#,
        #""TKL","TKS-UT","TIK","49","調景嶺","Tiu Keng Leng",1.00"#,
        #""TKL","TKS-UT","TKO","50","將軍澳","Tseung Kwan O",2.00"#,
        #""TKL","TKS-UT","LHP","57","康城","LOHAS Park",3.00"#,
        #""TKL","UT","NOP","31","北角","North Point",1.00"#,
        #""TKL","UT","QUB","32","鰂魚涌","Quarry Bay",2.00"#,
        #""TKL","UT","YAT","48","油塘","Yau Tong",3.00"#,
        #""TKL","UT","TIK","49","調景嶺","Tiu Keng Leng",4.00"#,
        #""TKL","UT","TKO","50","將軍澳","Tseung Kwan O",5.00"#,
        #""TKL","UT","HAH","51","坑口","Hang Hau",6.00"#,
        #""TKL","UT","POA","52","寶琳","Po Lam",7.00"#,
    ]
}
