import Foundation

/// The MTR as the simulator runs it: the real lines and stations (`MTRStationRows`), and trains every few minutes
/// each way along every branch, timed from the clock.
struct MTRSimulatedNetwork: Sendable {
    struct Row: Sendable {
        let line: String
        let direction: String
        let code: String
        let id: String
        let sequence: Int
        let english: String
        let chinese: String
    }

    let rows: [Row] = MTRStationRows.text.split(separator: "\n").compactMap { text in
        let names = text.split(separator: "|", maxSplits: 1).map(String.init)
        let fields = names[0].split(separator: " ", maxSplits: 5).map(String.init)
        guard names.count == 2, fields.count == 6, let sequence = Int(fields[4]) else { return nil }
        return Row(
            line: fields[0], direction: fields[1], code: fields[2], id: fields[3], sequence: sequence,
            english: fields[5], chinese: names[1])
    }

    /// The list as MTR publishes it, quirks and all.
    var stationListCSV: [UInt8] {
        let quoted = { (field: String) in "\"\(field)\"" }
        let header = ["Line Code", "Direction", "Station Code", "Station ID", "Chinese Name", "English Name", "Sequence"]
        let lines =
            [header.map(quoted).joined(separator: ",")]
            + rows.map { row in
                ([row.line, row.direction, row.code, row.id, row.chinese, row.english].map(quoted)
                    + [String(format: "%d.00", row.sequence)]).joined(separator: ",")
            } + Array(repeating: ",,,,,,", count: 3)
        return [0xEF, 0xBB, 0xBF] + Array(lines.map { $0 + "\r\n" }.joined().utf8)
    }

    /// The Next Train API's answer for `station` on `line` at `now`: four trains each way that a branch through
    /// the station runs on past it; an unknown line or station is answered as MTR answers errors.
    func schedule(line: String, station: String, at now: Date) -> [String: Any] {
        let branches = Dictionary(grouping: rows.filter { $0.line == line }, by: \.direction)
        guard branches.values.contains(where: { $0.contains { $0.code == station } }) else {
            return [
                "resultCode": 0, "timestamp": Self.format(now), "status": 0, "message": "Error",
                "error": ["errorCode": "NT-204", "errorMsg": "The contents are empty!"],
            ]
        }
        let headway: TimeInterval = line == "AEL" ? 600 : line == "DRL" ? 360 : 180
        var data: [String: Any] = ["curr_time": Self.format(now), "sys_time": Self.format(now)]
        for bound in ["UP", "DOWN"] {
            // Each branch this way that calls at the station and goes on past it, in the list's order. A branch the
            // list ends where it joins the main line (LOHAS Park's, at Tiu Keng Leng) runs on to the main line's end.
            let main = bound == "UP" ? "UT" : "DT"
            let stops = { (direction: String) in (branches[direction] ?? []).sorted { $0.sequence < $1.sequence } }
            let termini = branches.keys.sorted().filter { $0.hasSuffix(main) }.compactMap { direction -> String? in
                let calls = stops(direction)
                guard let index = calls.firstIndex(where: { $0.code == station }), index < calls.count - 1,
                    let end = calls.last
                else { return nil }
                let trunk = stops(main)
                let joinsTrunk = direction != main && trunk.dropLast().contains { $0.code == end.code }
                return joinsTrunk ? trunk.last?.code : end.code
            }
            guard !termini.isEmpty else { continue }
            let first = (now.timeIntervalSince1970 / headway).rounded(.up) * headway
            data[bound] = (0..<4).map { index -> [String: Any] in
                let time = Date(timeIntervalSince1970: first + Double(index) * headway)
                var train: [String: Any] = [
                    "seq": String(index + 1), "dest": termini[index % termini.count],
                    "plat": bound == "UP" ? "1" : "2", "time": Self.format(time),
                    "ttnt": String(Int(time.timeIntervalSince(now) / 60)), "valid": "Y", "source": "-",
                ]
                if line == "EAL" {
                    train["route"] = ""
                    train["timeType"] = "D"
                }
                return train
            }
        }
        return [
            "sys_time": Self.format(now), "curr_time": Self.format(now), "data": ["\(line)-\(station)": data],
            "isdelay": "N", "status": 1, "message": "successful",
        ]
    }

    /// `2025-03-29 14:27:06`: Hong Kong time as the bus APIs write it, without the `T` and the zone.
    private static func format(_ date: Date) -> String {
        String(HongKongTime.string(from: date).prefix(19)).replacingOccurrences(of: "T", with: " ")
    }
}
