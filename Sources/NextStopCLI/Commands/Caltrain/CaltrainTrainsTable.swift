import Caltrain
import Foundation

/// The readable form of a trains answer: timetable and expected times, delay, countdown and alert marks, then the
/// alerts, the destination's weather and events.
struct CaltrainTrainsTable {
    let answer: CaltrainTrainsJSON
    let timeZone: TimeZone

    var text: String {
        var table = TextTable("train", "service", "leaves", "expected", "delay", "arrives", "min", "skips", "alerts")
        for live in answer.trains {
            let train = live.train
            let leaves = train.departsAt.map(clock) ?? "passes \(clock(train.atOrigin))"
            let skips =
                train.stopsAtOrigin
                ? (train.skippedStations.isEmpty ? "—" : "\(train.skippedStations.count) stops") : "does not stop here"
            table.add(
                train.number, train.service.description, leaves, expected(live), delay(live),
                clock(live.live?.expectedArrival ?? train.arrivesAt), String(train.minutes), skips,
                live.alertIDs.isEmpty ? "" : "! \(live.alertIDs.count)")
        }
        var lines = [heading]
        lines.append(answer.trains.isEmpty ? "no trains" : table.rendered)
        for alert in answer.alerts { lines.append("alert \(alert.id): \(alert.header(in: "en"))") }
        if let weather = answer.weather {
            lines.append(
                "weather at \(answer.destination.name): \(weather.summary), \(Self.degrees(weather.temperatureF)) °F / "
                    + "\(Self.degrees(weather.temperatureC)) °C at \(weather.localTime.suffix(5))")
        }
        if answer.live.eventsEnabled {
            let events = answer.live.eventsToday(near: answer.destination.id) ?? []
            for event in events { lines.append("event: \(event.name) at \(event.venue ?? "?"), \(event.startsLocal)") }
        }
        if let warning = answer.timetable.feed.expiryWarning(at: answer.at) { lines.append("warning: \(warning)") }
        return lines.joined(separator: "\n")
    }

    private var heading: String {
        let version = answer.timetable.feedVersion.map { " (timetable \($0))" } ?? ""
        let status = answer.live.status.note.map { "\n\($0)" } ?? ""
        return "\(answer.origin.name) → \(answer.destination.name) from \(clock(answer.at))\(version)\(status)"
    }

    /// `08:07 (now)`, `08:12 (in 5)`, `cancelled`, or blank without real-time.
    private func expected(_ live: LiveTrain) -> String {
        guard let status = live.live else { return "" }
        if status.cancelled { return "cancelled" }
        let minutes = Int(live.atOrigin.timeIntervalSince(answer.at) / 60)
        return "\(clock(live.atOrigin)) (\(minutes <= 0 ? "now" : "in \(minutes)"))"
    }

    private func delay(_ live: LiveTrain) -> String {
        guard let seconds = live.live?.delaySeconds, live.live?.cancelled == false else { return "" }
        let minutes = Int((Double(seconds) / 60).rounded())
        return minutes == 0 ? "on time" : minutes > 0 ? "+\(minutes) min" : "\(minutes) min"
    }

    /// `08:05` in the agency's time zone.
    private func clock(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    private static func degrees(_ value: Double) -> String {
        String(format: "%.0f", value)
    }
}
