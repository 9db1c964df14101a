import Foundation
import HongKongRail
import NextStopCore

/// The Next Train API's reply as it is sent (HK-OPERATORS-NOTES §3.2): every train field a string, `status` a
/// number, the trains under `data["LINE-STA"]`; with `status` 0 and a `message`, and no `data`, while special
/// arrangements are in place, and with an `error` object besides on an error.
enum MTRWire {
    struct ScheduleReply: Decodable {
        let status: Int?
        let message: String?
        /// Set on an error answer (`error: {errorCode, errorMsg}`), never on a special-arrangement one.
        let isError: Bool
        let isDelayed: Bool
        let systemTime: Date?
        let stations: [String: StationTrains]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DecodingKey.self)
            status = container.looseInt("status")
            message = container.looseString("message")
            isError = container.contains("error")
            isDelayed = container.looseString("isdelay")?.uppercased() == "Y"
            systemTime = container.looseString("sys_time").flatMap(MTRWire.hongKongTime)
            // Each station on its own: one that does not read costs only itself.
            var stations: [String: StationTrains] = [:]
            if let data = try? container.nestedContainer(keyedBy: DecodingKey.self, forKey: "data") {
                for key in data.allKeys {
                    if let trains = try? data.decode(StationTrains.self, forKey: key) { stations[key.stringValue] = trains }
                }
            }
            self.stations = stations
        }
    }

    struct StationTrains: Decodable {
        let up: [NextTrain]
        let down: [NextTrain]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DecodingKey.self)
            up = container.records("UP").sorted { $0.time < $1.time }
            down = container.records("DOWN").sorted { $0.time < $1.time }
        }
    }

    /// One train; a row without a destination or a readable time is left out.
    struct TrainRecord: Decodable {
        let train: NextTrain?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DecodingKey.self)
            guard let destination = container.looseString("dest"),
                let time = container.looseString("time").flatMap(MTRWire.hongKongTime)
            else {
                train = nil
                return
            }
            // East Rail's `timeType` (A or D); a reader of `timetype` would never see it, so both spellings count.
            let kind = (container.looseString("timeType") ?? container.looseString("timetype"))?.uppercased()
            train = NextTrain(
                destination: destination, platform: container.looseString("plat") ?? "", time: time,
                viaRacecourse: container.looseString("route")?.uppercased() == "RAC",
                timeKind: kind == "A" ? .arrival : kind == "D" ? .departure : nil)
        }
    }

    /// MTR's times are Hong Kong local time without a zone, `2025-03-29 14:27:06`; Hong Kong keeps UTC+8 all year.
    static func hongKongTime(_ text: String) -> Date? {
        let numbers = text.split(whereSeparator: { "- :/T".contains($0) }).compactMap { Int($0) }
        guard numbers.count == 6 else { return nil }
        let components = DateComponents(
            year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers[3], minute: numbers[4], second: numbers[5])
        guard components.isValidDate(in: hongKongCalendar) else { return nil }
        return hongKongCalendar.date(from: components)
    }

    private static let hongKongCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 8 * 3_600)!
        return calendar
    }()
}

extension KeyedDecodingContainer where Key == DecodingKey {
    /// The trains under `key`, those that read; none when the key is missing or not a list.
    fileprivate func records(_ key: Key) -> [NextTrain] {
        ((try? decodeIfPresent([MTRWire.TrainRecord].self, forKey: key)) ?? []).compactMap(\.train)
    }
}
