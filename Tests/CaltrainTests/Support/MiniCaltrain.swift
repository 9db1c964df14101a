import Foundation
import GTFS

/// A hand-written Caltrain-shaped feed (America/Los_Angeles), valid 2026-01-31 … 2027-01-31:
///
/// - 12 stations with Trillium-style slugs and names ("Mountain View Caltrain Station"), platforms numbered
///   station × 10 + 1 northbound / + 2 southbound, listed out of line order; Broadway is served on weekends only;
///   Stanford has platforms but no trains; Millbrae has an elevator.
/// - Routes named like the real ones: Local Weekday, Local Weekend, Limited, Baby Bullet, South County.
/// - Weekday (`WD`) and weekend (`WE`) services; Memorial Day 2026-05-25 runs the weekend service.
/// - Northbound at Mountain View: local 210 leaves 08:00 and reaches San Francisco 09:05; bullet 312 leaves 08:01
///   and arrives 08:40 (times a ±2 minute match would mix up); bullet 314 runs through without stopping;
///   local 198 leaves after midnight (25:05) on the previous day's service.
enum MiniCaltrain {
    static let agency =
        "agency_id,agency_name,agency_url,agency_timezone\r\n1000,Caltrain,https://www.caltrain.com,America/Los_Angeles\r\n"

    static let stops = """
        stop_id,stop_name,stop_lat,stop_lon,location_type,parent_station,platform_code
        mountain_view,Mountain View Caltrain Station,37.3945,-122.0760,1,,
        70211,Mountain View Caltrain Station Northbound,37.3945,-122.0760,0,mountain_view,NB
        70212,Mountain View Caltrain Station Southbound,37.3945,-122.0760,0,mountain_view,SB
        san_francisco,San Francisco Caltrain Station,37.7765,-122.3943,1,,
        70011,San Francisco Caltrain Station Northbound,37.7765,-122.3943,0,san_francisco,NB
        70012,San Francisco Caltrain Station Southbound,37.7765,-122.3943,0,san_francisco,SB
        sj_diridon,San Jose Diridon Caltrain Station,37.3297,-121.9026,1,,
        70261,San Jose Diridon Caltrain Station Northbound,37.3297,-121.9026,0,sj_diridon,NB
        70262,San Jose Diridon Caltrain Station Southbound,37.3297,-121.9026,0,sj_diridon,SB
        22nd_street,22nd Street Caltrain Station,37.7574,-122.3924,1,,
        70021,22nd Street Caltrain Station Northbound,37.7574,-122.3924,0,22nd_street,NB
        70022,22nd Street Caltrain Station Southbound,37.7574,-122.3924,0,22nd_street,SB
        south_sf,South San Francisco Caltrain Station,37.6559,-122.4049,1,,
        70041,South San Francisco Caltrain Station Northbound,37.6559,-122.4049,0,south_sf,NB
        70042,South San Francisco Caltrain Station Southbound,37.6559,-122.4049,0,south_sf,SB
        millbrae,Millbrae Caltrain Station,37.5999,-122.3866,1,,
        70061,Millbrae Caltrain Station Northbound,37.5999,-122.3866,0,millbrae,NB
        70062,Millbrae Caltrain Station Southbound,37.5999,-122.3866,0,millbrae,SB
        MLB-01-SB,Millbrae Elevator,37.5999,-122.3866,2,millbrae,
        broadway,Broadway Caltrain Station,37.5871,-122.3623,1,,
        70071,Broadway Caltrain Station Northbound,37.5871,-122.3623,0,broadway,NB
        70072,Broadway Caltrain Station Southbound,37.5871,-122.3623,0,broadway,SB
        menlo_park,Menlo Park Caltrain Station,37.4545,-122.1823,1,,
        70161,Menlo Park Caltrain Station Northbound,37.4545,-122.1823,0,menlo_park,NB
        70162,Menlo Park Caltrain Station Southbound,37.4545,-122.1823,0,menlo_park,SB
        palo_alto,Palo Alto Caltrain Station,37.4434,-122.1650,1,,
        70171,Palo Alto Caltrain Station Northbound,37.4434,-122.1650,0,palo_alto,NB
        70172,Palo Alto Caltrain Station Southbound,37.4434,-122.1650,0,palo_alto,SB
        stanford,Stanford Caltrain Station,37.4300,-122.1500,1,,
        2537740,Stanford Caltrain Station Northbound,37.4300,-122.1500,0,stanford,
        2537744,Stanford Caltrain Station Southbound,37.4300,-122.1500,0,stanford,
        tamien,Tamien Caltrain Station,37.3112,-121.8830,1,,
        70271,Tamien Caltrain Station Northbound,37.3112,-121.8830,0,tamien,NB
        70272,Tamien Caltrain Station Southbound,37.3112,-121.8830,0,tamien,SB
        gilroy,Gilroy Caltrain Station,37.0038,-121.5665,1,,
        70321,Gilroy Caltrain Station Northbound,37.0038,-121.5665,0,gilroy,NB
        70322,Gilroy Caltrain Station Southbound,37.0038,-121.5665,0,gilroy,SB

        """

    static let routes = """
        route_id,agency_id,route_short_name,route_long_name,route_type,route_color
        77119,1000,,Local Weekday,2,
        77120,1000,,Local Weekend,2,
        77121,1000,,Limited,2,
        77122,1000,,Baby Bullet,2,E31837
        77123,1000,,South County,2,

        """

    static let calendar = """
        service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
        c_WD,1,1,1,1,1,0,0,20260131,20270131
        c_WE,0,0,0,0,0,1,1,20260131,20270131

        """

    static let calendarDates = "service_id,date,exception_type\r\nc_WD,20260525,2\r\nc_WE,20260525,1"

    static let trips = """
        route_id,service_id,trip_id,trip_headsign,trip_short_name,direction_id
        77119,c_WD,101,Tamien,101,1
        77121,c_WD,207,San Jose Diridon,207,1
        77122,c_WD,305,San Jose Diridon,305,1
        77119,c_WD,210,San Francisco,210,0
        77122,c_WD,312,San Francisco,312,0
        77122,c_WD,314,San Francisco,314,0
        77119,c_WD,198,San Francisco,198,0
        77123,c_WD,401,Gilroy,401,1
        77123,c_WD,402,San Jose Diridon,402,0
        77120,c_WE,421,San Jose Diridon,421,1
        77120,c_WE,422,San Francisco,422,0

        """

    /// Times as the feeds write them: some hours unpadded, one file with CRLF and no final newline.
    static let stopTimes = [
        "trip_id,arrival_time,departure_time,stop_id,stop_sequence,pickup_type,drop_off_type",
        "101,7:00:00,7:00:00,70012,1,0,0", "101,7:05:00,7:05:00,70022,2,0,0", "101,7:15:00,7:15:00,70042,3,0,0",
        "101,7:22:00,7:22:00,70062,4,0,0", "101,7:45:00,7:45:00,70162,5,0,0", "101,7:49:00,7:49:00,70172,6,0,0",
        "101,7:58:00,7:58:00,70212,7,0,0", "101,08:15:00,08:15:00,70262,8,0,0", "101,08:20:00,08:20:00,70272,9,0,0",
        "207,7:10:00,7:10:00,70012,1,0,0", "207,7:15:00,7:15:00,70022,2,0,0", "207,7:32:00,7:32:00,70062,3,0,0",
        "207,7:55:00,7:55:00,70162,4,0,0", "207,08:06:00,08:06:00,70212,5,0,0", "207,08:22:00,08:22:00,70262,6,0,0",
        "305,7:30:00,7:30:00,70012,1,0,0", "305,7:45:00,7:45:00,70062,2,0,0", "305,08:05:00,08:05:00,70172,3,0,0",
        "305,08:13:00,08:13:00,70212,4,0,0", "305,08:28:00,08:28:00,70262,5,0,0",
        "210,08:00:00,08:00:00,70211,1,0,0", "210,08:09:00,08:09:00,70171,2,0,0", "210,08:13:00,08:13:00,70161,3,0,0",
        "210,08:40:00,08:40:00,70061,4,0,0", "210,08:47:00,08:47:00,70041,5,0,0", "210,08:58:00,08:58:00,70021,6,0,0",
        "210,09:05:00,09:05:00,70011,7,0,0",
        "312,7:40:00,7:40:00,70261,1,0,0", "312,08:01:00,08:01:00,70211,2,0,0", "312,08:25:00,08:25:00,70061,3,0,0",
        "312,08:40:00,08:40:00,70011,4,0,0",
        "314,08:05:00,08:05:00,70261,1,0,0", "314,08:25:00,08:25:00,70171,2,0,0", "314,08:40:00,08:40:00,70061,3,0,0",
        "314,08:55:00,08:55:00,70011,4,0,0",
        "198,24:50:00,24:50:00,70261,1,0,0", "198,25:05:00,25:05:00,70211,2,0,0", "198,25:12:00,25:12:00,70171,3,0,0",
        "198,25:16:00,25:16:00,70161,4,0,0", "198,25:40:00,25:40:00,70061,5,0,0", "198,25:47:00,25:47:00,70041,6,0,0",
        "198,25:55:00,25:55:00,70011,7,0,0",
        "401,08:30:00,08:30:00,70262,1,0,0", "401,08:35:00,08:35:00,70272,2,0,0", "401,09:10:00,09:10:00,70322,3,0,0",
        "402,6:00:00,6:00:00,70321,1,0,0", "402,6:35:00,6:35:00,70271,2,0,0", "402,6:40:00,6:40:00,70261,3,0,0",
        "421,09:00:00,09:00:00,70012,1,0,0", "421,09:05:00,09:05:00,70022,2,0,0", "421,09:15:00,09:15:00,70042,3,0,0",
        "421,09:22:00,09:22:00,70062,4,0,0", "421,09:26:00,09:26:00,70072,5,0,0", "421,09:45:00,09:45:00,70162,6,0,0",
        "421,09:49:00,09:49:00,70172,7,0,0", "421,09:58:00,09:58:00,70212,8,0,0", "421,10:15:00,10:15:00,70262,9,0,0",
        "422,10:00:00,10:00:00,70261,1,0,0", "422,10:17:00,10:17:00,70211,2,0,0", "422,10:26:00,10:26:00,70171,3,0,0",
        "422,10:30:00,10:30:00,70161,4,0,0", "422,10:49:00,10:49:00,70071,5,0,0", "422,10:53:00,10:53:00,70061,6,0,0",
        "422,11:00:00,11:00:00,70041,7,0,0", "422,11:12:00,11:12:00,70021,8,0,0", "422,11:20:00,11:20:00,70011,9,0,0",
    ].joined(separator: "\r\n")

    static let feedInfo = """
        feed_publisher_name,feed_publisher_url,feed_lang,feed_version,feed_start_date,feed_end_date
        Trillium Solutions,https://trilliumtransit.com,en,UTC: 10-Jun-2026 22:25,20260131,20270131

        """

    static let files = [
        "agency.txt": agency, "stops.txt": stops, "routes.txt": routes, "calendar.txt": calendar,
        "calendar_dates.txt": calendarDates, "trips.txt": trips, "stop_times.txt": stopTimes, "feed_info.txt": feedInfo,
    ]

    /// The feed, loaded from a fresh temporary folder.
    static func load() throws -> GTFSFeed {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mini-caltrain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        return try GTFSFeed(contentsOf: folder)
    }
}

/// Instants written as ISO 8601 with an offset, for expectations.
func instant(_ text: String) -> Date {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    guard let date = formatter.date(from: text) else { fatalError("bad ISO 8601 in test: \(text)") }
    return date
}

/// A service date written `YYYY-MM-DD`, for expectations.
func date(_ text: String) -> ServiceDate {
    guard let date = ServiceDate(text) else { fatalError("bad date in test: \(text)") }
    return date
}
