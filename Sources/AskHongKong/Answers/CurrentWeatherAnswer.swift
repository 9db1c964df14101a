import Foundation
import NextStopCore

/// The weather now at the station that reports for the place asked about, or at the Observatory's headquarters.
enum CurrentWeatherAnswer {
    /// The answer from `fetched` for the place named `placeName` in English; when its station sent no reading, the
    /// headquarters' reading with a word that the asked one is missing.
    static func make(_ fetched: Fetched<CurrentWeather>, placeName: String?, language: Language, now: Date) -> (
        text: String, card: AnswerCard
    )? {
        let weather = fetched.value
        let observatory = TemperatureStations.observatory
        let place = placeName.flatMap(Places.named)?.temperatureStation
        let asked = place.flatMap { TemperatureStations.reading(of: $0, in: weather.temperatures) }
        guard
            let temperature = asked ?? TemperatureStations.reading(of: observatory, in: weather.temperatures)
                ?? weather.temperatures.first
        else { return nil }
        let humidity =
            TemperatureStations.reading(of: place ?? observatory, in: weather.humidity)
            ?? TemperatureStations.reading(of: observatory, in: weather.humidity) ?? weather.humidity.first
        let card = CurrentWeatherCard(
            place: temperature.place, temperature: temperature.value, humidity: humidity?.value,
            humidityPlace: humidity?.place, icons: weather.icons, warningMessages: weather.warningMessages,
            origin: CardOrigin(source: CardOrigin.observatory, dataTime: weather.recordTime, fetched: fetched, now: now))
        var text = sentence(temperature: temperature, humidity: humidity, weather: weather, language: language)
        if placeName != nil, asked == nil {
            text = Wording.say(language, en: "No reading from there now. ", tc: "該處現時沒有數據。", sc: "该处现时没有数据。") + text
        }
        return (text, .currentWeather(card))
    }

    private static func sentence(
        temperature: PlaceReading, humidity: PlaceReading?, weather: CurrentWeather, language: Language
    ) -> String {
        let degrees = Wording.number(temperature.value)
        let time = weather.recordTime.map(Wording.time) ?? ""
        var text = Wording.say(
            language, en: "\(degrees)°C at \(temperature.place)\(time.isEmpty ? "" : " at \(time)").",
            tc: "\(temperature.place)\(time)氣溫\(degrees)度。", sc: "\(temperature.place)\(time)气温\(degrees)度。")
        if let humidity {
            let percent = Wording.number(humidity.value)
            text += Wording.say(
                language, en: " Relative humidity \(percent)% at \(humidity.place).",
                tc: "\(humidity.place)相對濕度\(percent)%。", sc: "\(humidity.place)相对湿度\(percent)%。")
        }
        return text
    }
}
