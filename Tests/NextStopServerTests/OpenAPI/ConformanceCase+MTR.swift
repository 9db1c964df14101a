extension ConformanceCase {
    /// The MTR's lines and Tiu Keng Leng's trains on the Tseung Kwan O line; a line and a station MTR does not
    /// have; MTR failing.
    static let mtr = [
        ConformanceCase(.get, "/api/v1/hk/mtr/lines", expect: .ok),
        ConformanceCase(.get, "/api/v1/hk/mtr/lines", in: .mtrFailing, expect: .badGateway),
        .rateLimited(.get, "/api/v1/hk/mtr/lines"),
        ConformanceCase(.get, "/api/v1/hk/mtr/lines/TKL/stations/TIK/trains", expect: .ok),
        ConformanceCase(.get, "/api/v1/hk/mtr/lines/tkl/stations/Tiu%20Keng%20Leng/trains", expect: .ok),
        ConformanceCase(.get, "/api/v1/hk/mtr/lines/XYZ/stations/TIK/trains", expect: .notFound),
        ConformanceCase(.get, "/api/v1/hk/mtr/lines/TKL/stations/CEN/trains", expect: .notFound),
        ConformanceCase(.get, "/api/v1/hk/mtr/lines/TKL/stations/TIK/trains", in: .mtrFailing, expect: .badGateway),
        .rateLimited(.get, "/api/v1/hk/mtr/lines/TKL/stations/TIK/trains"),
    ]
}
