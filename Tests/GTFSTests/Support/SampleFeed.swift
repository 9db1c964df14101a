/// The feed most tests run on (America/Los_Angeles, 2026):
///
/// - Station `central` with platforms `101` and `102` and an elevator; plain stops `B` and `C`.
/// - `WKDY` Monday–Friday and `WKND` Saturday–Sunday all year. Memorial Day (Mon 2026-05-25) swaps them:
///   `WKDY` removed, `WKND` added. Fri 2026-07-03 removes `WKDY` and adds `HOLI`, a service that exists only in
///   calendar_dates.
/// - Weekday trips 08:00 (`101`) and 08:30 (`wk-0830`, no short name, unpadded hours, a blank middle time), an owl
///   leaving at 24:30, and a trip towards central whose rows are out of `stop_sequence` order.
enum SampleFeed {
    static let agency = """
        agency_id,agency_name,agency_url,agency_timezone
        T,Test Transit,https://example.org,America/Los_Angeles

        """

    static let stops = """
        stop_id,stop_name,stop_lat,stop_lon,location_type,parent_station
        central,Central Station,37.0,-122.0,1,
        101,Central Platform 1,37.0,-122.0,0,central
        102,Central Platform 2,37.0,-122.0,0,central
        central-lift,Central Elevator,37.0,-122.0,2,central
        B,Bay Street,37.1,-122.1,0,
        C,Cove,37.2,-122.2,,

        """

    static let routes = """
        route_id,agency_id,route_short_name,route_long_name,route_type
        R1,T,1,Main Line,2
        R2,T,2X,Express Line,2

        """

    static let calendar = """
        service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date
        WKDY,1,1,1,1,1,0,0,20260101,20261231
        WKND,0,0,0,0,0,1,1,20260101,20261231

        """

    static let calendarDates = """
        service_id,date,exception_type
        WKDY,20260525,2
        WKND,20260525,1
        HOLI,20260703,1
        WKDY,20260703,2

        """

    static let trips = """
        route_id,service_id,trip_id,trip_headsign,trip_short_name,direction_id
        R1,WKDY,wk-0800,Cove,101,0
        R1,WKDY,wk-0830,Cove,,0
        R2,WKDY,wk-owl,Cove,199,0
        R1,WKND,we-0900,Cove,201,0
        R1,HOLI,hol-1000,Cove,301,0
        R1,WKDY,wk-back,Central,102,1

        """

    static let stopTimes = """
        trip_id,arrival_time,departure_time,stop_id,stop_sequence
        wk-0800,08:00:00,08:00:00,101,1
        wk-0800,08:10:00,08:10:00,B,2
        wk-0800,08:20:00,08:20:00,C,3
        wk-0830,8:30:00,8:30:00,102,1
        wk-0830,,,B,2
        wk-0830,08:50:00,08:50:00,C,3
        wk-owl,24:30:00,24:30:00,101,1
        wk-owl,24:40:00,24:40:00,B,2
        wk-owl,25:05:00,25:05:00,C,3
        we-0900,09:00:00,09:00:00,101,1
        we-0900,09:10:00,09:10:00,B,2
        we-0900,09:20:00,09:20:00,C,3
        hol-1000,10:00:00,10:00:00,101,1
        hol-1000,10:15:00,10:15:00,C,2
        wk-back,07:20:00,07:20:00,101,30
        wk-back,07:00:00,07:00:00,C,10
        wk-back,07:10:00,07:10:00,B,20

        """

    static let feedInfo = """
        feed_publisher_name,feed_publisher_url,feed_lang,feed_version,feed_start_date,feed_end_date
        Test,https://example.org,en,v2026.1,20260101,20261231

        """

    static let feed = TestFeed(files: [
        "agency.txt": agency, "stops.txt": stops, "routes.txt": routes, "calendar.txt": calendar,
        "calendar_dates.txt": calendarDates, "trips.txt": trips, "stop_times.txt": stopTimes, "feed_info.txt": feedInfo,
    ])
}
