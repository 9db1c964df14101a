import Foundation
import GTFS
import NextStopCore

/// A stop's live board and a trip's calls as the pages show them: times in the agency's zone, the expected one first
/// with the timetabled one struck beside it when they differ, and each row's state.
struct TransitBoard {
    let answers: AgencyAnswers
    let phrases: Phrasebook

    private var clock: DateFormatter { answers.timetable.timeOfDayFormatter() }
    private var section: String { "\(TransitSystem.section)/\(answers.agency.id)" }

    func content(of stop: GTFS.Stop, board: [LiveDeparture]) -> TransitPageContent {
        let clock = clock
        var content = TransitPageContent()
        content.stopName = stop.name
        content.back = section
        content.departures = board.map { departure in
            let scheduled = departure.scheduled
            let state = TransitPageContent.state(
                delay: departure.delay, canceled: departure.isCanceled, skipped: departure.isSkipped,
                added: departure.isAdded, phrases: phrases)
            let leaves = clock.string(from: departure.leaves)
            let timetabled = clock.string(from: scheduled.departure)
            let trip = TransitPages.escaped(scheduled.tripID)
            return .init(
                tripID: scheduled.tripID,
                href: departure.isAdded
                    ? "\(section)/stops/\(TransitPages.escaped(stop.id))"
                    : "\(section)/trips/\(trip)?date=\(scheduled.serviceDate.gtfsString)&stop=\(TransitPages.escaped(scheduled.stopID))",
                route: scheduled.routeShortName ?? scheduled.routeLongName ?? scheduled.routeID,
                headsign: scheduled.headsign ?? "", leaves: leaves,
                timetabled: departure.isAdded || leaves == timetabled ? nil : timetabled, state: state.text,
                stateClass: state.style, struck: departure.isCanceled || departure.isSkipped)
        }
        content.hasDepartures = !content.departures.isEmpty
        return content
    }

    func content(of trip: LiveTrip, at stopID: String?) -> TransitPageContent {
        let clock = clock
        let timetable = answers.timetable
        var content = TransitPageContent()
        let found = timetable.trip(id: trip.tripID)
        let route = found.map(timetable.route(of:))
        content.route = route?.shortName ?? route?.longName ?? route?.id ?? ""
        content.headsign = found?.headsign ?? trip.calls.last.flatMap { timetable.stop(id: $0.stop.stopID)?.name } ?? ""
        content.cancelled = trip.isCanceled
        if let vehicle = answers.snapshot.vehicles?.vehicleByTrip[trip.tripID] {
            content.vehicle = vehicleText(vehicle)
        }
        content.calls = trip.calls.map { call in
            let state = TransitPageContent.state(
                delay: call.delay, canceled: trip.isCanceled, skipped: call.isSkipped, phrases: phrases)
            let time = clock.string(from: call.expected ?? call.timetabled)
            let timetabled = clock.string(from: call.timetabled)
            return .init(
                href: "\(section)/stops/\(TransitPages.escaped(call.stop.stopID))",
                name: timetable.stop(id: call.stop.stopID)?.name ?? call.stop.stopID, time: time,
                timetabled: time == timetabled ? nil : timetabled, state: state.text, stateClass: state.style,
                skipped: call.isSkipped || trip.isCanceled, here: call.stop.stopID == stopID)
        }
        return content
    }

    /// "Bus 512 heading to Main St", "Bus 512 at Main St", or where it was last seen.
    private func vehicleText(_ vehicle: VehiclePositions.Vehicle) -> String? {
        let label = vehicle.label ?? vehicle.vehicleID ?? ""
        guard let stop = vehicle.stopID.flatMap(answers.timetable.stop(id:))?.name else {
            return vehicle.coordinate == nil ? nil : phrases.text("transit_vehicle_running", ["label": label])
        }
        let key = vehicle.status == .stoppedAt ? "transit_vehicle_at" : "transit_vehicle_to"
        return phrases.text(key, ["label": label, "stop": stop])
    }
}
