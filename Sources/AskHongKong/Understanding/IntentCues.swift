/// The words that point a question at an intent, in English and folded Chinese (Simplified, so Traditional and
/// Cantonese forms match after folding).
enum IntentCues {
    /// Weather, air and help, checked in this order: the first intent with a cue wins.
    static let ordered: [(intent: Intent, cues: Keywords)] = [
        (
            .typhoon,
            [
                "typhoon", "tropical cyclone", "signal no", "signal 8", "signal 3", "signal 1", "signal 9", "signal 10",
                "no 1", "no 3", "no 8", "no 9", "no 10", "t8", "t3", "t1", "t9", "t10", "hoisted", "storm signal",
                "gale signal", "台风", "风球", "热带气旋", "打风", "挂八号", "挂三号", "挂一号", "挂九号", "挂十号", "号波",
            ]
        ),
        (
            .warnings,
            [
                "warning", "warnings", "warn", "rainstorm", "black rain", "red rain", "amber rain", "警告", "暴雨", "黑雨",
                "红雨", "黄雨", "雷暴", "酷热", "寒冷天气", "山泥", "水浸",
            ]
        ),
        (
            .airQuality,
            [
                "aqhi", "aqi", "air quality", "air pollution", "pollution", "polluted", "smog", "pm2 5", "air today",
                "air like", "the air", "空气", "污染", "空污", "健康风险",
            ]
        ),
        (
            .uv,
            [
                "uv", "ultraviolet", "sunburn", "sunscreen", "sunblock", "sun strong", "strong sun", "紫外线", "晒伤", "防晒",
                "太阳油", "太阳好猛", "太阳猛",
            ]
        ),
        // Rain that fell is measured; rain to come is forecast.
        (
            .rainfall,
            [
                "rainfall", "how much rain", "mm of rain", "most rain", "did it rain", "rain in the past", "雨量", "几多雨",
                "多少雨", "降雨量", "雨最多",
            ]
        ),
        // Rain falling now is the weather now, before "rain" sends a question to the forecast.
        (.currentWeather, ["raining", "落紧雨", "在下雨", "下紧雨", "下着雨"]),
        (
            .forecast,
            [
                "forecast", "outlook", "rain", "rainy", "umbrella", "shower", "showers", "sunny", "预报", "落雨", "下雨",
                "有雨", "遮", "雨伞", "带伞", "会唔会", "会不会", "天晴", "出太阳",
            ]
        ),
        (
            .currentWeather,
            [
                "weather", "wheather", "weathr", "wether", "temperature", "temp", "degrees", "hot", "cold", "warm", "chilly",
                "humid", "humidity", "cool", "cooler", "warmer", "hotter", "colder", "cool down", "warm up", "heat up",
                "天气", "几度", "几多度", "多少度", "温度", "气温", "热", "冻", "冷", "凉", "湿度", "热唔热", "冻唔冻", "潮湿",
                "降温", "升温", "回暖",
            ]
        ),
        (
            .help,
            [
                "help", "what can you do", "what can i ask", "how does this work", "what can you answer",
                "what are you able", "what questions", "what do you know", "what do you do", "what can you tell",
                "帮助", "你可以做什么", "你识做咩", "有咩可以问", "可以问什么", "点用", "怎么用", "功能", "识答", "能回答", "可以回答",
                "会答", "答啲咩", "答什么", "能做什么", "识做啲咩", "可以问啲咩", "how do i use", "可以做啲乜", "可以做什么",
                "你会什么", "可以问你",
            ]
        ),
    ]

    /// Words that ask about rainstorm signals only, among warnings.
    static let rainstorm: Keywords = ["rainstorm", "black rain", "red rain", "amber rain", "暴雨", "黑雨", "红雨", "黄雨"]

    /// Words that make a question about buses.
    static let bus: Keywords = [
        "bus", "buses", "kmb", "citybus", "ctb", "nwfb", "route", "routes", "巴士", "公交", "公车", "九巴", "城巴", "新巴",
        "路线",
    ]

    /// 车 alone: a bus word unless the question names another mode (出租车, 电车).
    static let vehicle: Keywords = ["车"]

    /// Words that ask when a bus comes.
    static let arrivals: Keywords = [
        "when", "next", "eta", "arrive", "arrives", "arriving", "arrival", "arrivals", "coming", "come", "due",
        "how long", "how many minutes", "wait", "几时到", "几时嚟", "几时来", "几点到", "几耐", "几多分钟", "几分钟",
        "多久", "多长时间", "下一班", "下班", "到站", "到达", "什么时候", "几时", "仲有几", "还有几", "来车", "埋站",
        "等", "到未", "到了没", "快到", "班次", "几点有",
    ]

    /// Words that ask where a route goes.
    static let routeDetail: Keywords = [
        "where does", "where do", "go to", "goes to", "going to", "route", "route of", "which stops", "stops of",
        "terminus", "路线", "哪些站", "去边", "去哪", "经过", "经唔经", "经不经", "途经", "行咩路", "终点", "总站", "有咩站", "停边", "停哪", "由边", "从哪", "走什么路",
    ]

    /// Words that ask which buses serve a place.
    static let nearby: Keywords = [
        "near", "nearby", "near me", "around", "close to", "which buses", "what buses", "which bus", "what bus",
        "which routes", "what routes", "buses stop", "附近", "周围", "边啲巴士", "哪些巴士", "什么巴士", "咩巴士",
        "咩车", "什么车", "边条", "边几条", "哪几路", "哪些路线", "哪些车", "有咩线", "有边啲", "哪路",
    ]

    /// Intents whose answer is the same across the territory: a place named is not kept.
    static let territoryWide: Set<Intent> = [.warnings, .typhoon, .uv]

    /// The weather, air or help intent the question's words point at, or nil when none does.
    static func intent(of question: QuestionText) -> Intent? {
        ordered.first { question.containsAny($0.cues) }?.intent
    }
}
