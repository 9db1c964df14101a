#!/usr/bin/env python3
"""Ask Hong Kong's generated evaluation set (generated.tsv), made by another method than the hand-typed questions.tsv:
sentence frames people use, in English, Cantonese (Traditional) and Mainland-style Simplified Chinese, filled from
the real lists (the Observatory's 27 temperature stations and 18 rainfall districts and EPD's 18 AQHI stations, as
API-NOTES lists them, and the fixture directory's real routes and stops). Each question's expected reading comes
from its frame and its list entry, never from the reader. Simplified questions are OpenCC's conversion of the
Traditional frames, plus frames only Simplified writers use (公交, 几路, 多少度).

    pip install opencc-python-reimplemented
    python3 generate.py > generated.tsv

Asked, like questions.tsv, on Saturday 29 November 2025 at 10:00 in Hong Kong.
"""

import random

from opencc import OpenCC

PER_INTENT = 160
TODAY, TOMORROW, DAY_AFTER = "2025-11-29", "2025-11-30", "2025-12-01"
simplify = OpenCC("t2s").convert

# The Observatory's temperature stations (canonical English, how people type it, Traditional Chinese).
STATIONS = [
    ("King's Park", ["king's park", "kings park"], "京士柏"),
    ("Hong Kong Observatory", ["the observatory", "hong kong observatory"], "天文台"),
    ("Wong Chuk Hang", ["wong chuk hang"], "黃竹坑"),
    ("Ta Kwu Ling", ["ta kwu ling"], "打鼓嶺"),
    ("Lau Fau Shan", ["lau fau shan"], "流浮山"),
    ("Tai Po", ["tai po"], "大埔"),
    ("Sha Tin", ["sha tin", "shatin"], "沙田"),
    ("Tuen Mun", ["tuen mun"], "屯門"),
    ("Tseung Kwan O", ["tseung kwan o", "tko"], "將軍澳"),
    ("Sai Kung", ["sai kung"], "西貢"),
    ("Cheung Chau", ["cheung chau"], "長洲"),
    ("Chek Lap Kok", ["chek lap kok"], "赤鱲角"),
    ("Tsing Yi", ["tsing yi"], "青衣"),
    ("Shek Kong", ["shek kong"], "石崗"),
    ("Tsuen Wan Ho Koon", ["tsuen wan ho koon"], "荃灣可觀"),
    ("Tsuen Wan Shing Mun Valley", ["shing mun valley"], "城門谷"),
    ("Hong Kong Park", ["hong kong park"], "香港公園"),
    ("Shau Kei Wan", ["shau kei wan"], "筲箕灣"),
    ("Kowloon City", ["kowloon city"], "九龍城"),
    ("Happy Valley", ["happy valley"], "跑馬地"),
    ("Wong Tai Sin", ["wong tai sin"], "黃大仙"),
    ("Stanley", ["stanley"], "赤柱"),
    ("Kwun Tong", ["kwun tong"], "觀塘"),
    ("Sham Shui Po", ["sham shui po", "ssp"], "深水埗"),
    ("Kai Tak Runway Park", ["kai tak runway park"], "啟德跑道公園"),
    ("Yuen Long Park", ["yuen long park"], "元朗公園"),
    ("Tai Mei Tuk", ["tai mei tuk"], "大美督"),
]

# The Observatory's 18 rainfall districts.
DISTRICTS = [
    ("Central and Western", ["central and western", "central & western district"], "中西區"),
    ("Eastern District", ["eastern district"], "東區"),
    ("Southern District", ["southern district"], "南區"),
    ("Wan Chai", ["wan chai", "wanchai"], "灣仔"),
    ("Kowloon City", ["kowloon city"], "九龍城"),
    ("Kwun Tong", ["kwun tong"], "觀塘"),
    ("Sham Shui Po", ["sham shui po"], "深水埗"),
    ("Wong Tai Sin", ["wong tai sin"], "黃大仙"),
    ("Yau Tsim Mong", ["yau tsim mong"], "油尖旺"),
    ("Islands District", ["islands district", "the islands"], "離島"),
    ("Kwai Tsing", ["kwai tsing"], "葵青"),
    ("North District", ["north district"], "北區"),
    ("Sai Kung", ["sai kung"], "西貢"),
    ("Sha Tin", ["sha tin"], "沙田"),
    ("Tai Po", ["tai po"], "大埔"),
    ("Tsuen Wan", ["tsuen wan"], "荃灣"),
    ("Tuen Mun", ["tuen mun"], "屯門"),
    ("Yuen Long", ["yuen long"], "元朗"),
]

# EPD's AQHI stations: 15 general, 3 roadside.
AIR_STATIONS = [
    ("Central and Western", ["central/western", "central western"], "中西區"),
    ("Southern District", ["southern"], "南區"),
    ("Eastern District", ["eastern"], "東區"),
    ("Kwun Tong", ["kwun tong"], "觀塘"),
    ("Sham Shui Po", ["sham shui po"], "深水埗"),
    ("Kwai Chung", ["kwai chung"], "葵涌"),
    ("Tsuen Wan", ["tsuen wan"], "荃灣"),
    ("Tseung Kwan O", ["tseung kwan o"], "將軍澳"),
    ("Yuen Long", ["yuen long"], "元朗"),
    ("Tuen Mun", ["tuen mun"], "屯門"),
    ("Tung Chung", ["tung chung"], "東涌"),
    ("Tai Po", ["tai po"], "大埔"),
    ("Sha Tin", ["sha tin"], "沙田"),
    ("North District", ["north district"], "北區"),
    ("Tap Mun", ["tap mun"], "塔門"),
    ("Causeway Bay", ["causeway bay", "cwb"], "銅鑼灣"),
    ("Central", ["central"], "中環"),
    ("Mong Kok", ["mong kok", "mongkok"], "旺角"),
]

# Neighbourhoods people ask buses near.
NEIGHBOURHOODS = [
    ("Mong Kok", ["mong kok"], "旺角"),
    ("Tsim Sha Tsui", ["tsim sha tsui", "tst"], "尖沙咀"),
    ("Causeway Bay", ["causeway bay"], "銅鑼灣"),
    ("Wan Chai", ["wan chai"], "灣仔"),
    ("Kwun Tong", ["kwun tong"], "觀塘"),
    ("Tuen Mun", ["tuen mun"], "屯門"),
    ("Yuen Long", ["yuen long"], "元朗"),
    ("Tsuen Wan", ["tsuen wan"], "荃灣"),
    ("North Point", ["north point"], "北角"),
    ("Sheung Wan", ["sheung wan"], "上環"),
]

# The fixture directory's stops (Support/FixtureBuses.swift): the operator's English name, how riders type it, the
# Chinese name as riders type it, and the routes calling there.
STOPS = [
    ("STAR FERRY", ["star ferry"], "尖沙咀碼頭", ["1", "1A", "2", "5C", "6"]),
    ("CHUNG KING MANSION", ["chung king mansion"], "重慶大廈", ["1", "1A", "2", "5C", "6"]),
    ("PRINCE EDWARD STATION", ["prince edward station"], "太子站", ["1", "2", "6"]),
    ("MONG KOK EAST STATION", ["mong kok east station"], "旺角東站", ["1A", "68X"]),
    ("SHA TIN STATION", ["sha tin station"], "沙田站", ["170", "N170"]),
    ("UNIVERSITY STATION", ["university station"], "大學站", ["272A"]),
    ("KOWLOON TONG STATION", ["kowloon tong station"], "九龍塘站", ["182"]),
    ("HUNG HOM STATION", ["hung hom station"], "紅磡站", ["A21"]),
    ("CROSS HARBOUR TUNNEL", ["cross harbour tunnel"], "紅磡海底隧道", ["101", "104", "170", "182", "N170"]),
    ("CENTRAL (EXCHANGE SQUARE)", ["exchange square"], "交易廣場", ["6", "6X", "260"]),
    ("ADMIRALTY STATION", ["admiralty station"], "金鐘站", ["6", "6X", "260", "101", "104", "182"]),
    ("STANLEY VILLAGE", ["stanley village"], "赤柱村", ["6", "6X", "260"]),
    ("THE PEAK", ["the peak"], "山頂", ["15"]),
    ("NORTH POINT FERRY PIER", ["north point ferry pier"], "北角碼頭", ["A11"]),
    ("MEI FOO", ["mei foo"], "美孚", ["2A"]),
]
ROUTES = sorted({route for stop in STOPS for route in stop[3]} | {"40", "74X", "81C", "960", "5B", "788", "E23", "11"})

EN_DAYS = [
    ("tomorrow", TOMORROW), ("the day after tomorrow", DAY_AFTER), ("on monday", DAY_AFTER),
    ("on tuesday", "2025-12-02"), ("on wednesday", "2025-12-03"), ("on thursday", "2025-12-04"),
    ("on friday", "2025-12-05"), ("tomorrow morning", TOMORROW), ("tomorrow night", TOMORROW),
]
TC_DAYS = [
    ("聽日", TOMORROW), ("明天", TOMORROW), ("後日", DAY_AFTER), ("星期一", DAY_AFTER), ("禮拜二", "2025-12-02"),
    ("週三", "2025-12-03"), ("星期四", "2025-12-04"), ("禮拜五", "2025-12-05"), ("聽朝", TOMORROW), ("聽晚", TOMORROW),
]
SC_DAYS = [("明天", TOMORROW), ("后天", DAY_AFTER), ("周一", DAY_AFTER), ("星期二", "2025-12-02"), ("明早", TOMORROW)]


def slots(**values):
    filled = sorted((key, value) for key, value in values.items() if value)
    return ";".join(f"{key}={value}" for key, value in filled) or "-"


def en_name(entry, index):
    forms = entry[1]
    return forms[index % len(forms)]


class Writer:
    def __init__(self):
        self.rows = []

    def add(self, language, question, intent, expected):
        if language == "tc":
            self.rows.append(("tc", question, intent, expected))
            self.rows.append(("sc", simplify(question), intent, expected))
        else:
            self.rows.append((language, question, intent, expected))


def places_weather(out):
    frames = [
        ("en", "what's the temperature in {p} now", True), ("en", "how hot is it in {p} right now", True),
        ("en", "{p} temperature", False), ("en", "is it cold in {p} now", True), ("en", "weather at {p} now", True),
        ("en", "how's the weather in {p}", False), ("en", "temp {p}", False),
        ("tc", "{p}而家幾多度", True), ("tc", "{p}依家幾度", True), ("tc", "{p}現在溫度", True),
        ("tc", "{p}而家熱唔熱", True), ("tc", "{p}嘅氣溫", False), ("tc", "{p}幾多度", False),
        ("sc", "{p}现在多少度", True), ("sc", "{p}现在气温多少", True), ("sc", "{p}多少度", False),
    ]
    places = {entry[0]: entry for entry in STATIONS + DISTRICTS}
    for index, entry in enumerate(places.values()):
        for language, frame, now in frames:
            name = en_name(entry, index) if language == "en" else entry[2]
            if language == "sc":
                name = simplify(name)
            text = frame.format(p=name)
            expected = slots(date=TODAY if now else None, place=entry[0])
            if language == "sc":
                out.rows.append(("sc", text, "weather.current", expected))
            else:
                out.add(language, text, "weather.current", expected)


def forecasts(out):
    en = [
        "will it rain {d}", "weather {d}", "what's the forecast for {d}", "is it going to be cold {d}",
        "will it be sunny {d}", "do i need an umbrella {d}",
    ]
    tc = ["{d}會唔會落雨", "{d}天氣點", "{d}天氣預報", "{d}會唔會好凍", "{d}使唔使帶遮", "{d}天氣如何"]
    sc = ["{d}会下雨吗", "{d}天气怎么样", "{d}冷不冷", "{d}要带伞吗"]
    for frame in en:
        for day, date in EN_DAYS:
            out.add("en", frame.format(d=day), "weather.forecast", slots(date=date))
    for frame in tc:
        for day, date in TC_DAYS:
            out.add("tc", frame.format(d=day), "weather.forecast", slots(date=date))
    for frame in sc:
        for day, date in SC_DAYS:
            out.rows.append(("sc", frame.format(d=day), "weather.forecast", slots(date=date)))


def air(out):
    frames = [
        ("en", "aqhi {p}", False), ("en", "air quality in {p}", False), ("en", "how's the air in {p} today", True),
        ("en", "is the air polluted in {p}", False),
        ("tc", "{p}空氣質素", False), ("tc", "{p}空氣質素點樣", False), ("tc", "{p}今日空氣污染嚴唔嚴重", True),
        ("sc", "{p}空气质量怎么样", False), ("sc", "{p}今天空气好不好", True),
    ]
    for index, entry in enumerate(AIR_STATIONS):
        for language, frame, today in frames:
            name = en_name(entry, index) if language == "en" else entry[2]
            text = frame.format(p=simplify(name) if language == "sc" else name)
            expected = slots(date=TODAY if today else None, place=entry[0])
            if language == "sc":
                out.rows.append(("sc", text, "air.aqhi", expected))
            else:
                out.add(language, text, "air.aqhi", expected)


def rainfall(out):
    frames = [
        ("en", "rainfall in {p}"), ("en", "how much rain in {p}"), ("en", "how much did it rain in {p} in the past hour"),
        ("tc", "{p}雨量"), ("tc", "{p}落咗幾多雨"), ("tc", "{p}過去一個鐘雨量幾多"),
        ("sc", "{p}雨量多少"), ("sc", "{p}下了多少雨"),
    ]
    for index, entry in enumerate(DISTRICTS):
        for language, frame in frames:
            name = en_name(entry, index) if language == "en" else entry[2]
            text = frame.format(p=simplify(name) if language == "sc" else name)
            if language == "sc":
                out.rows.append(("sc", text, "weather.rainfall", slots(place=entry[0])))
            else:
                out.add(language, text, "weather.rainfall", slots(place=entry[0]))


def uv_warnings_typhoon(out):
    for text, today in [
        ("uv index", False), ("how strong is the uv", False), ("uv now", True), ("is the uv high today", True),
        ("ultraviolet today", True),
    ]:
        out.add("en", text, "weather.uv", slots(date=TODAY if today else None))
    for text, today in [("紫外線指數", False), ("而家紫外線強唔強", True), ("今日紫外線指數幾多", True), ("紫外線高唔高", False)]:
        out.add("tc", text, "weather.uv", slots(date=TODAY if today else None))
    for text, today in [("紫外线指数多少", False), ("今天紫外线强吗", True), ("现在紫外线怎么样", True)]:
        out.rows.append(("sc", text, "weather.uv", slots(date=TODAY if today else None)))
    en_warnings = [
        ("amber rain", "rainstorm"), ("red rain", "rainstorm"), ("black rain", "rainstorm"),
        ("rainstorm", "rainstorm"), ("thunderstorm", None), ("landslip", None),
    ]
    for name, warning in en_warnings:
        for frame in ["is there a {w} warning", "{w} warning in force?", "any {w} warning"]:
            out.add("en", frame.format(w=name), "weather.warnings", slots(warning=warning))
    for text in ["any weather warnings", "are there warnings in force", "weather warnings"]:
        out.add("en", text, "weather.warnings", "-")
    tc_warnings = [("黃雨", "rainstorm"), ("紅雨", "rainstorm"), ("黑雨", "rainstorm"), ("暴雨警告", "rainstorm"), ("雷暴警告", None)]
    for name, warning in tc_warnings:
        for frame in ["有冇{w}", "{w}生效未", "掛咗{w}未"]:
            out.add("tc", frame.format(w=name), "weather.warnings", slots(warning=warning))
    for name, warning in [("黄雨", "rainstorm"), ("红雨", "rainstorm"), ("黑雨", "rainstorm"), ("雷暴警告", None)]:
        for frame in ["有没有{w}", "{w}生效了吗"]:
            out.rows.append(("sc", frame.format(w=name), "weather.warnings", slots(warning=warning)))
    for number in ["1", "3", "8", "9", "10"]:
        for frame in ["is typhoon signal {n} up", "will the no. {n} signal be raised", "signal no {n}?"]:
            out.add("en", frame.format(n=number), "weather.typhoon", "-")
    for text in ["any typhoon coming", "typhoon signal", "is there a typhoon"]:
        out.add("en", text, "weather.typhoon", "-")
    for number in ["一", "三", "八", "九", "十"]:
        for frame in ["{n}號風球", "掛咗{n}號風球未", "會唔會掛{n}號波"]:
            out.add("tc", frame.format(n=number), "weather.typhoon", "-")
    for text in ["有冇颱風", "打唔打風"]:
        out.add("tc", text, "weather.typhoon", "-")
    for text in ["会不会有台风", "挂了几号风球", "台风来了吗"]:
        out.rows.append(("sc", text, "weather.typhoon", "-"))


def buses(out):
    arrivals_en = [
        "when is the next {r} at {s}", "{r} eta {s}", "next {r} bus from {s}", "how long until the {r} comes to {s}",
        "when does bus {r} arrive at {s}",
    ]
    arrivals_tc = ["{r}幾時到{s}", "{s}嘅{r}仲有幾耐", "{r}號巴士幾時到{s}", "{r}到{s}要等幾耐"]
    arrivals_sc = ["{r}路几点到{s}", "{r}路公交多久到{s}", "{s}的{r}还要等多久"]
    for index, (name, forms, chinese, routes) in enumerate(STOPS):
        for route in routes:
            expected = slots(route=route, stop=name)
            out.add("en", arrivals_en[index % len(arrivals_en)].format(r=route, s=forms[0]), "bus.arrivals", expected)
            out.add("en", arrivals_en[(index + 2) % len(arrivals_en)].format(r=route, s=forms[0]), "bus.arrivals", expected)
            out.add("en", arrivals_en[(index + 4) % len(arrivals_en)].format(r=route, s=forms[0]), "bus.arrivals", expected)
            out.add("tc", arrivals_tc[index % len(arrivals_tc)].format(r=route, s=chinese), "bus.arrivals", expected)
            out.add("tc", arrivals_tc[(index + 1) % len(arrivals_tc)].format(r=route, s=chinese), "bus.arrivals", expected)
            sc_frame = arrivals_sc[index % len(arrivals_sc)]
            out.rows.append(("sc", sc_frame.format(r=route, s=simplify(chinese)), "bus.arrivals", expected))
    route_en = ["where does {r} go", "{r} route", "which stops does the {r} stop at", "bus {r} goes where"]
    route_tc = ["{r}去邊", "{r}號巴士經邊啲站", "{r}由邊度開", "{r}路線"]
    route_sc = ["{r}路去哪里", "{r}路公交经过哪些站", "{r}路线"]
    for route in ROUTES:
        for frame in route_en:
            out.add("en", frame.format(r=route), "bus.route", slots(route=route))
        for frame in route_tc:
            out.add("tc", frame.format(r=route), "bus.route", slots(route=route))
        for frame in route_sc:
            out.rows.append(("sc", frame.format(r=route), "bus.route", slots(route=route)))
    for name, forms, chinese, _ in STOPS:
        for frame in ["which buses stop at {s}", "buses at {s}", "what bus can i take at {s}"]:
            out.add("en", frame.format(s=forms[0]), "bus.nearby", slots(stop=name))
        for frame in ["{s}有咩巴士", "{s}有邊啲巴士"]:
            out.add("tc", frame.format(s=chinese), "bus.nearby", slots(stop=name))
        out.rows.append(("sc", f"{simplify(chinese)}有哪些公交", "bus.nearby", slots(stop=name)))
    for index, entry in enumerate(NEIGHBOURHOODS):
        for frame in ["bus routes near {p}", "buses around {p}"]:
            out.add("en", frame.format(p=en_name(entry, index)), "bus.nearby", slots(place=entry[0]))
        out.add("tc", f"{entry[2]}附近有咩巴士", "bus.nearby", slots(place=entry[0]))
        out.rows.append(("sc", f"{simplify(entry[2])}附近有什么巴士", "bus.nearby", slots(place=entry[0])))


def help_and_unknown(out):
    for text in [
        "what can you do", "what can i ask you", "how do i use this", "what are you able to answer",
        "what questions can you answer", "what do you know",
    ]:
        out.add("en", text, "help", "-")
    for text in ["你識做咩", "你可以做啲乜", "可以問你啲咩", "點用㗎", "你識答咩問題"]:
        out.add("tc", text, "help", "-")
    for text in ["你能做什么", "你会什么", "可以问你什么", "怎么用", "你能回答什么问题"]:
        out.rows.append(("sc", text, "help", "-"))
    for text in [
        "tell me a joke", "who won the match last night", "what's the bitcoin price", "recommend a restaurant",
        "how do i cook rice", "what's your name", "play some music", "translate hello into french",
    ]:
        out.add("en", text, "unknown", "-")
    for text in ["講個笑話", "邊度有好嘢食", "今晚食咩好", "你叫咩名", "幫我訂枱", "股票升咗未"]:
        out.add("tc", text, "unknown", "-")
    for text in ["讲个笑话", "今晚吃什么", "推荐一家餐厅", "你叫什么名字", "股票涨了吗"]:
        out.rows.append(("sc", text, "unknown", "-"))


def main():
    out = Writer()
    for build in [places_weather, forecasts, air, rainfall, uv_warnings_typhoon, buses, help_and_unknown]:
        build(out)
    seen = set()
    rows = []
    for row in out.rows:
        if (row[0], row[1]) not in seen:
            seen.add((row[0], row[1]))
            rows.append(row)
    random.Random(2025).shuffle(rows)
    kept = {}
    for row in rows:
        kept.setdefault((row[0], row[2]), []).append(row)
    # At most PER_INTENT questions of one intent in one language, so that no intent outweighs the others.
    rows = [row for group in kept.values() for row in group[:PER_INTENT]]
    rows.sort(key=lambda row: (["en", "tc", "sc"].index(row[0]), row[2]))
    print("# Ask Hong Kong's generated evaluation set: written by generate.py (frames x real lists x three scripts).")
    print("# language<TAB>question<TAB>expected intent<TAB>expected slots (key=value;key=value, or -)")
    print("# Asked on Saturday 29 November 2025 at 10:00 in Hong Kong: today 2025-11-29, tomorrow 2025-11-30.")
    for row in rows:
        print("\t".join(row))


if __name__ == "__main__":
    main()
