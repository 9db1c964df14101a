/// The words that point a question at an intent, in English and folded Chinese (Simplified, so Traditional and
/// Cantonese forms match after folding). Checked in this order: the first intent with a cue wins.
enum IntentCues {
    static let ordered: [(intent: Intent, cues: [String])] = [
        (
            .typhoon,
            [
                "typhoon", "tropical cyclone", "signal no", "signal 8", "signal 3", "signal 1", "signal 9", "signal 10",
                "no 8", "t8", "t3", "t1", "台风", "风球", "热带气旋", "打风",
            ]
        ),
        (.warnings, ["warning", "warnings", "rainstorm", "black rain", "red rain", "amber rain", "警告", "暴雨", "黑雨", "红雨", "黄雨"]),
        (.uv, ["uv", "ultraviolet", "sunburn", "紫外线"]),
        (.rainfall, ["rainfall", "how much rain", "雨量", "几多雨", "多少雨"]),
        (
            .forecast,
            [
                "forecast", "rain", "raining", "rainy", "umbrella", "预报", "落雨", "下雨", "有雨", "遮", "雨伞",
                "会唔会", "会不会",
            ]
        ),
        (
            .currentWeather,
            [
                "weather", "temperature", "temp", "degrees", "hot", "cold", "warm", "humid", "humidity", "天气", "几度",
                "温度", "气温", "热", "冻", "冷", "湿度", "热唔热", "冻唔冻",
            ]
        ),
        (.help, ["help", "what can you do", "what can i ask", "帮助", "你可以做什么", "你识做咩", "有咩可以问"]),
    ]

    /// Words that ask about rainstorm signals only, among warnings.
    static let rainstorm = ["rainstorm", "black rain", "red rain", "amber rain", "暴雨", "黑雨", "红雨", "黄雨"]

    /// The intent the question's words point at, or nil when none does.
    static func intent(of question: QuestionText) -> Intent? {
        ordered.first { question.containsAny($0.cues) }?.intent
    }
}
