import Foundation
import NextStopCore

/// Bus answers from the bus directory: the next buses at a stop, where a route runs, the routes at or near a place.
/// A stop several routes call at, asked about without a route, is asked back.
struct BusAnswer {
    let directory: any BusDirectory
    let language: Language

    /// How many choices a question back offers, and how many routes a sentence names.
    private static let listed = 6

    func arrivals(_ slots: Slots, now: Date) async throws -> AnswerContent {
        if let asked = slots.route, !directory.isKnownRoute(asked) { return noRoute(asked) }
        guard let named = slots.stop ?? slots.place else {
            let example = say(
                en: "\(slots.route ?? "1A") at Star Ferry", tc: "\(slots.route ?? "1A") 尖沙咀碼頭幾時到",
                sc: "\(slots.route ?? "1A") 尖沙咀码头几时到")
            let text = say(
                en: "Which stop? Name it, as in \"\(example)\".", tc: "哪個車站？請說出站名，例如「\(example)」。",
                sc: "哪个车站？请说出站名，例如「\(example)」。")
            return AnswerContent(text: text)
        }
        var stop = named
        var route = slots.route
        if let asked = route {
            // The words may name a place, an estate or one stop of many by that name: the route's own stop there.
            guard let calling = directory.stops(of: asked, near: stop, company: slots.company).first else {
                return notCalling(asked, near: stop, company: slots.company)
            }
            stop = calling
        } else {
            let routes = Self.distinct(directory.lines(atStop: stop).map(\.route))
            if routes.count > 1 { return whichRoute(routes, stop: stopName(stop)) }
            route = routes.first
        }
        let name = stopName(stop)
        let fetched = try await directory.arrivals(route: route, atStop: stop, company: slots.company)
        let arrivals = fetched.value.sorted { ($0.eta ?? .distantFuture) < ($1.eta ?? .distantFuture) }
        let companies = Self.distinct(arrivals.map { $0.company.lowercased() }).sorted()
        let origin = CardOrigin(
            source: companies.isEmpty ? "kmb+ctb" : companies.joined(separator: "+"), dataTime: fetched.fetchedAt ?? now,
            fetched: fetched, now: now)
        let card = BusArrivalsCard(stop: name, arrivals: arrivals, now: now, language: language, origin: origin)
        return AnswerContent(text: sentence(arrivals, route: route, stop: name, now: now), cards: [.busArrivals(card)])
    }

    func route(_ slots: Slots, here: Coordinate?) -> AnswerContent {
        guard let route = slots.route else { return nearby(slots, here: here) }
        let lines = directory.lines(of: route, company: slots.company)
        guard !lines.isEmpty else {
            return AnswerContent(
                text: say(en: "No company runs a route \(route).", tc: "沒有巴士公司行走\(route)號線。", sc: "没有巴士公司行走\(route)号线。"))
        }
        let colon = say(en: ": ", tc: "：", sc: "：")
        let ends = lines.map {
            "\(operatorName($0.company)) \(route)\(colon)\($0.origin[language]) → \($0.destination[language])"
        }
        let card = BusRoutesCard(place: nil, lines: lines, language: language)
        return AnswerContent(text: ends.joined(separator: language == .english ? "; " : "；"), cards: [.busRoutes(card)])
    }

    func nearby(_ slots: Slots, here: Coordinate?) -> AnswerContent {
        guard let name = slots.stop ?? slots.place else {
            if let here { return nearRider(here) }
            let text = say(
                en: "Near where? Name a place or a stop, as in \"buses near Mong Kok\", or let the app know where you are.",
                tc: "在哪裏附近？請說出地方或車站，例如「旺角附近有咩巴士」，或讓程式知道你的位置。",
                sc: "在哪里附近？请说出地方或车站，例如「旺角附近有什么巴士」，或让程序知道你的位置。")
            return AnswerContent(text: text)
        }
        let shown = slots.stop.map(stopName) ?? Places.named(name)?.name(in: language) ?? name
        let lines = slots.stop != nil ? directory.lines(atStop: name) : directory.lines(near: name)
        let routes = Self.distinct(lines.map(\.route))
        guard !routes.isEmpty else {
            return AnswerContent(
                text: say(en: "I know no bus stop at \(shown).", tc: "我找不到\(shown)的巴士站。", sc: "我找不到\(shown)的巴士站。"))
        }
        let list = Wording.list(Array(routes.prefix(Self.listed * 2)), in: language)
        let more = routes.count > Self.listed * 2 ? say(en: " and more", tc: "等", sc: "等") : ""
        let text = say(
            en: "Routes at \(shown): \(list)\(more).", tc: "\(shown)有以下路線：\(list)\(more)。", sc: "\(shown)有以下路线：\(list)\(more)。")
        return AnswerContent(text: text, cards: [.busRoutes(BusRoutesCard(place: shown, lines: lines, language: language))])
    }

    /// The stops nearest the rider with their routes, the nearest three in words.
    private func nearRider(_ here: Coordinate) -> AnswerContent {
        let stops = directory.stops(near: here, limit: Self.listed)
        guard !stops.isEmpty else {
            return AnswerContent(
                text: say(en: "There is no bus stop within 3 km of you.", tc: "你附近 3 公里內沒有巴士站。", sc: "你附近 3 公里内没有巴士站。"))
        }
        let separator = say(en: ", ", tc: "、", sc: "、")
        let described = stops.prefix(3).map { stop in
            let routes = stop.routes.prefix(Self.listed).joined(separator: separator)
            let more = stop.routes.count > Self.listed ? say(en: "…", tc: "等", sc: "等") : ""
            return say(
                en: "\(stop.name[language]) (\(stop.distanceM) m): \(routes)\(more)",
                tc: "\(stop.name[language])（\(stop.distanceM) 米）：\(routes)\(more)",
                sc: "\(stop.name[language])（\(stop.distanceM) 米）：\(routes)\(more)")
        }
        let text =
            say(en: "Near you: ", tc: "你附近：", sc: "你附近：")
            + described.joined(separator: say(en: "; ", tc: "；", sc: "；")) + say(en: ".", tc: "。", sc: "。")
        return AnswerContent(text: text, cards: [.busStops(BusStopsCard(stops: stops, language: language))])
    }

    /// The answer to a route number no company runs.
    private func noRoute(_ route: String) -> AnswerContent {
        AnswerContent(text: say(en: "There is no route \(route).", tc: "沒有\(route)號巴士路線。", sc: "没有\(route)号巴士路线。"))
    }

    /// The answer to a route asked about at a place it does not call at: where it runs instead.
    private func notCalling(_ route: String, near stop: String, company: String?) -> AnswerContent {
        let place = stopName(stop)
        let ends = directory.lines(of: route, company: company).map { "\($0.origin[language]) → \($0.destination[language])" }
        let runs = Wording.list(Self.distinct(ends), in: language)
        return AnswerContent(
            text: say(
                en: "Route \(route) does not stop at or near \(place); it runs \(runs).",
                tc: "\(route)號線不經\(place)；它行走\(runs)。", sc: "\(route)号线不经\(place)；它行走\(runs)。"),
            cards: [
                .busRoutes(BusRoutesCard(place: nil, lines: directory.lines(of: route, company: company), language: language))
            ])
    }

    /// Which route at a stop several call at, each choice a question about one.
    private func whichRoute(_ routes: [String], stop: String) -> AnswerContent {
        let choices = routes.prefix(Self.listed).map { route in
            say(en: "When is \(route) at \(stop)?", tc: "\(route) \(stop)幾時到", sc: "\(route) \(stop)几时到")
        }
        let question = say(
            en: "Several routes stop at \(stop): which one?", tc: "\(stop)有多條路線停站，你想問哪一條？", sc: "\(stop)有多条路线停站，你想问哪一条？")
        return AnswerContent(text: question, clarify: Clarification(question: question, choices: Array(choices)))
    }

    private func sentence(_ arrivals: [BusArrival], route: String?, stop: String, now: Date) -> String {
        let timed = arrivals.filter { $0.eta != nil }
        guard let first = timed.first else {
            let remark = arrivals.first.map { $0.remark[language] } ?? ""
            let none = say(
                en: "No \(route ?? "bus") is due at \(stop) now.", tc: "\(stop)現時沒有\(route ?? "巴士")班次。",
                sc: "\(stop)现时没有\(route ?? "巴士")班次。")
            return remark.isEmpty ? none : none + (language == .english ? " " : "") + remark
        }
        let name = route ?? first.route
        // A route may call here both ways (or its operators run it to different ends): each way gets its own times.
        var ways: [(destination: LocalizedText, minutes: [String])] = []
        for arrival in timed {
            guard let minutes = arrival.minutes(from: now) else { continue }
            let key = arrival.destination.en.lowercased()
            if let index = ways.firstIndex(where: { $0.destination.en.lowercased() == key }) {
                if ways[index].minutes.count < 3 { ways[index].minutes.append(String(minutes)) }
            } else {
                ways.append((arrival.destination, [String(minutes)]))
            }
        }
        guard ways.count > 1 else {
            let list = Wording.list(ways.first?.minutes ?? [], in: language)
            let destination = first.destination[language]
            return say(
                en: "Next \(name) at \(stop) (to \(destination)): \(list) min.",
                tc: "\(name)（往\(destination)）\(stop)：\(list)分鐘。",
                sc: "\(name)（往\(destination)）\(stop)：\(list)分钟。")
        }
        let each = ways.map { way in
            let list = Wording.list(way.minutes, in: language)
            let destination = way.destination[language]
            return say(en: "to \(destination) \(list) min", tc: "往\(destination) \(list)分鐘", sc: "往\(destination) \(list)分钟")
        }
        return say(
            en: "Next \(name) at \(stop): \(each.joined(separator: "; ")).",
            tc: "\(name) \(stop)：\(each.joined(separator: "；"))。", sc: "\(name) \(stop)：\(each.joined(separator: "；"))。")
    }

    private func stopName(_ english: String) -> String {
        directory.stopNames.first { $0.en == english }?[language] ?? Places.named(english)?.name(in: language) ?? english
    }

    /// The operator as riders name it in the answer's language: 九巴 and 城巴 in Chinese, never KMB or CTB.
    private func operatorName(_ company: String) -> String {
        switch company {
        case "KMB": say(en: "KMB", tc: "九巴", sc: "九巴")
        case "CTB": say(en: "Citybus", tc: "城巴", sc: "城巴")
        default: company
        }
    }

    private func say(en: String, tc: String, sc: String) -> String { Wording.say(language, en: en, tc: tc, sc: sc) }

    /// `items` with repeats left out, in their first order.
    private static func distinct(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0).inserted }
    }
}
