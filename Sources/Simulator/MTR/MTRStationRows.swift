/// MTR's station list as published in April 2026 (`mtr_lines_and_stations.csv`), one row per station of each
/// direction of each line: line, direction, station code, station id, sequence, then the English name and, after a
/// bar, the Chinese one. `MTRUpstream` serves it in MTR's own CSV form.
enum MTRStationRows {
    static let text = """
        AEL DT AWE 56 1 AsiaWorld-Expo|博覽館
        AEL DT AIR 47 2 Airport|機場
        AEL DT TSY 46 3 Tsing Yi|青衣
        AEL DT KOW 45 4 Kowloon|九龍
        AEL DT HOK 44 5 Hong Kong|香港
        AEL UT HOK 44 1 Hong Kong|香港
        AEL UT KOW 45 2 Kowloon|九龍
        AEL UT TSY 46 3 Tsing Yi|青衣
        AEL UT AIR 47 4 Airport|機場
        AEL UT AWE 56 5 AsiaWorld-Expo|博覽館
        DRL DT SUN 54 1 Sunny Bay|欣澳
        DRL DT DIS 55 2 Disneyland Resort|迪士尼
        DRL UT DIS 55 1 Disneyland Resort|迪士尼
        DRL UT SUN 54 2 Sunny Bay|欣澳
        EAL DT LOW 76 1 Lo Wu|羅湖
        EAL DT SHS 75 2 Sheung Shui|上水
        EAL DT FAN 74 3 Fanling|粉嶺
        EAL DT TWO 73 4 Tai Wo|太和
        EAL DT TAP 72 5 Tai Po Market|大埔墟
        EAL DT UNI 71 6 University|大學
        EAL DT FOT 69 7 Fo Tan|火炭
        EAL DT SHT 68 8 Sha Tin|沙田
        EAL DT TAW 67 9 Tai Wai|大圍
        EAL DT KOT 8 10 Kowloon Tong|九龍塘
        EAL DT MKK 65 11 Mong Kok East|旺角東
        EAL DT HUH 64 12 Hung Hom|紅磡
        EAL DT EXC 94 13 Exhibition Centre|會展
        EAL DT ADM 2 14 Admiralty|金鐘
        EAL LMC-DT LMC 78 1 Lok Ma Chau|落馬洲
        EAL LMC-DT SHS 75 2 Sheung Shui|上水
        EAL LMC-DT FAN 74 3 Fanling|粉嶺
        EAL LMC-DT TWO 73 4 Tai Wo|太和
        EAL LMC-DT TAP 72 5 Tai Po Market|大埔墟
        EAL LMC-DT UNI 71 6 University|大學
        EAL LMC-DT FOT 69 7 Fo Tan|火炭
        EAL LMC-DT SHT 68 8 Sha Tin|沙田
        EAL LMC-DT TAW 67 9 Tai Wai|大圍
        EAL LMC-DT KOT 8 10 Kowloon Tong|九龍塘
        EAL LMC-DT MKK 65 11 Mong Kok East|旺角東
        EAL LMC-DT HUH 64 12 Hung Hom|紅磡
        EAL LMC-DT EXC 94 13 Exhibition Centre|會展
        EAL LMC-DT ADM 2 14 Admiralty|金鐘
        EAL LMC-UT ADM 2 1 Admiralty|金鐘
        EAL LMC-UT EXC 94 2 Exhibition Centre|會展
        EAL LMC-UT HUH 64 3 Hung Hom|紅磡
        EAL LMC-UT MKK 65 4 Mong Kok East|旺角東
        EAL LMC-UT KOT 8 5 Kowloon Tong|九龍塘
        EAL LMC-UT TAW 67 6 Tai Wai|大圍
        EAL LMC-UT SHT 68 7 Sha Tin|沙田
        EAL LMC-UT FOT 69 8 Fo Tan|火炭
        EAL LMC-UT UNI 71 9 University|大學
        EAL LMC-UT TAP 72 10 Tai Po Market|大埔墟
        EAL LMC-UT TWO 73 11 Tai Wo|太和
        EAL LMC-UT FAN 74 12 Fanling|粉嶺
        EAL LMC-UT SHS 75 13 Sheung Shui|上水
        EAL LMC-UT LMC 78 14 Lok Ma Chau|落馬洲
        EAL UT ADM 2 1 Admiralty|金鐘
        EAL UT EXC 94 2 Exhibition Centre|會展
        EAL UT HUH 64 3 Hung Hom|紅磡
        EAL UT MKK 65 4 Mong Kok East|旺角東
        EAL UT KOT 8 5 Kowloon Tong|九龍塘
        EAL UT TAW 67 6 Tai Wai|大圍
        EAL UT SHT 68 7 Sha Tin|沙田
        EAL UT FOT 69 8 Fo Tan|火炭
        EAL UT UNI 71 9 University|大學
        EAL UT TAP 72 10 Tai Po Market|大埔墟
        EAL UT TWO 73 11 Tai Wo|太和
        EAL UT FAN 74 12 Fanling|粉嶺
        EAL UT SHS 75 13 Sheung Shui|上水
        EAL UT LOW 76 14 Lo Wu|羅湖
        ISL DT CHW 37 1 Chai Wan|柴灣
        ISL DT HFC 36 2 Heng Fa Chuen|杏花邨
        ISL DT SKW 35 3 Shau Kei Wan|筲箕灣
        ISL DT SWH 34 4 Sai Wan Ho|西灣河
        ISL DT TAK 33 5 Tai Koo|太古
        ISL DT QUB 32 6 Quarry Bay|鰂魚涌
        ISL DT NOP 31 7 North Point|北角
        ISL DT FOH 30 8 Fortress Hill|炮台山
        ISL DT TIH 29 9 Tin Hau|天后
        ISL DT CAB 28 10 Causeway Bay|銅鑼灣
        ISL DT WAC 27 11 Wan Chai|灣仔
        ISL DT ADM 2 12 Admiralty|金鐘
        ISL DT CEN 1 13 Central|中環
        ISL DT SHW 26 14 Sheung Wan|上環
        ISL DT SYP 81 15 Sai Ying Pun|西營盤
        ISL DT HKU 82 16 HKU|香港大學
        ISL DT KET 83 17 Kennedy Town|堅尼地城
        ISL UT KET 83 1 Kennedy Town|堅尼地城
        ISL UT HKU 82 2 HKU|香港大學
        ISL UT SYP 81 3 Sai Ying Pun|西營盤
        ISL UT SHW 26 4 Sheung Wan|上環
        ISL UT CEN 1 5 Central|中環
        ISL UT ADM 2 6 Admiralty|金鐘
        ISL UT WAC 27 7 Wan Chai|灣仔
        ISL UT CAB 28 8 Causeway Bay|銅鑼灣
        ISL UT TIH 29 9 Tin Hau|天后
        ISL UT FOH 30 10 Fortress Hill|炮台山
        ISL UT NOP 31 11 North Point|北角
        ISL UT QUB 32 12 Quarry Bay|鰂魚涌
        ISL UT TAK 33 13 Tai Koo|太古
        ISL UT SWH 34 14 Sai Wan Ho|西灣河
        ISL UT SKW 35 15 Shau Kei Wan|筲箕灣
        ISL UT HFC 36 16 Heng Fa Chuen|杏花邨
        ISL UT CHW 37 17 Chai Wan|柴灣
        KTL DT TIK 49 1 Tiu Keng Leng|調景嶺
        KTL DT YAT 48 2 Yau Tong|油塘
        KTL DT LAT 38 3 Lam Tin|藍田
        KTL DT KWT 15 4 Kwun Tong|觀塘
        KTL DT NTK 14 5 Ngau Tau Kok|牛頭角
        KTL DT KOB 13 6 Kowloon Bay|九龍灣
        KTL DT CHH 12 7 Choi Hung|彩虹
        KTL DT DIH 11 8 Diamond Hill|鑽石山
        KTL DT WTS 10 9 Wong Tai Sin|黃大仙
        KTL DT LOF 9 10 Lok Fu|樂富
        KTL DT KOT 8 11 Kowloon Tong|九龍塘
        KTL DT SKM 7 12 Shek Kip Mei|石硤尾
        KTL DT PRE 16 13 Prince Edward|太子
        KTL DT MOK 6 14 Mong Kok|旺角
        KTL DT YMT 5 15 Yau Ma Tei|油麻地
        KTL DT HOM 84 16 Ho Man Tin|何文田
        KTL DT WHA 85 17 Whampoa|黃埔
        KTL UT WHA 85 1 Whampoa|黃埔
        KTL UT HOM 84 2 Ho Man Tin|何文田
        KTL UT YMT 5 3 Yau Ma Tei|油麻地
        KTL UT MOK 6 4 Mong Kok|旺角
        KTL UT PRE 16 5 Prince Edward|太子
        KTL UT SKM 7 6 Shek Kip Mei|石硤尾
        KTL UT KOT 8 7 Kowloon Tong|九龍塘
        KTL UT LOF 9 8 Lok Fu|樂富
        KTL UT WTS 10 9 Wong Tai Sin|黃大仙
        KTL UT DIH 11 10 Diamond Hill|鑽石山
        KTL UT CHH 12 11 Choi Hung|彩虹
        KTL UT KOB 13 12 Kowloon Bay|九龍灣
        KTL UT NTK 14 13 Ngau Tau Kok|牛頭角
        KTL UT KWT 15 14 Kwun Tong|觀塘
        KTL UT LAT 38 15 Lam Tin|藍田
        KTL UT YAT 48 16 Yau Tong|油塘
        KTL UT TIK 49 17 Tiu Keng Leng|調景嶺
        TML UT WKS 103 1 Wu Kai Sha|烏溪沙
        TML UT MOS 102 2 Ma On Shan|馬鞍山
        TML UT HEO 101 3 Heng On|恆安
        TML UT TSH 100 4 Tai Shui Hang|大水坑
        TML UT SHM 99 5 Shek Mun|石門
        TML UT CIO 98 6 City One|第一城
        TML UT STW 97 7 Sha Tin Wai|沙田圍
        TML UT CKT 96 8 Che Kung Temple|車公廟
        TML UT TAW 67 9 Tai Wai|大圍
        TML UT HIK 90 10 Hin Keng|顯徑
        TML UT DIH 11 11 Diamond Hill|鑽石山
        TML UT KAT 91 12 Kai Tak|啟德
        TML UT SUW 92 13 Sung Wong Toi|宋皇臺
        TML UT TKW 93 14 To Kwa Wan|土瓜灣
        TML UT HOM 84 15 Ho Man Tin|何文田
        TML UT HUH 64 16 Hung Hom|紅磡
        TML UT ETS 80 17 East Tsim Sha Tsui|尖東
        TML UT AUS 111 18 Austin|柯士甸
        TML UT NAC 53 19 Nam Cheong|南昌
        TML UT MEF 20 20 Mei Foo|美孚
        TML UT TWW 114 21 Tsuen Wan West|荃灣西
        TML UT KSR 115 22 Kam Sheung Road|錦上路
        TML UT YUL 116 23 Yuen Long|元朗
        TML UT LOP 117 24 Long Ping|朗屏
        TML UT TIS 118 25 Tin Shui Wai|天水圍
        TML UT SIH 119 26 Siu Hong|兆康
        TML UT TUM 120 27 Tuen Mun|屯門
        TML DT TUM 120 1 Tuen Mun|屯門
        TML DT SIH 119 2 Siu Hong|兆康
        TML DT TIS 118 3 Tin Shui Wai|天水圍
        TML DT LOP 117 4 Long Ping|朗屏
        TML DT YUL 116 5 Yuen Long|元朗
        TML DT KSR 115 6 Kam Sheung Road|錦上路
        TML DT TWW 114 7 Tsuen Wan West|荃灣西
        TML DT MEF 20 8 Mei Foo|美孚
        TML DT NAC 53 9 Nam Cheong|南昌
        TML DT AUS 111 10 Austin|柯士甸
        TML DT ETS 80 11 East Tsim Sha Tsui|尖東
        TML DT HUH 64 12 Hung Hom|紅磡
        TML DT HOM 84 13 Ho Man Tin|何文田
        TML DT TKW 93 14 To Kwa Wan|土瓜灣
        TML DT SUW 92 15 Sung Wong Toi|宋皇臺
        TML DT KAT 91 16 Kai Tak|啟德
        TML DT DIH 11 17 Diamond Hill|鑽石山
        TML DT HIK 90 18 Hin Keng|顯徑
        TML DT TAW 67 19 Tai Wai|大圍
        TML DT CKT 96 20 Che Kung Temple|車公廟
        TML DT STW 97 21 Sha Tin Wai|沙田圍
        TML DT CIO 98 22 City One|第一城
        TML DT SHM 99 23 Shek Mun|石門
        TML DT TSH 100 24 Tai Shui Hang|大水坑
        TML DT HEO 101 25 Heng On|恆安
        TML DT MOS 102 26 Ma On Shan|馬鞍山
        TML DT WKS 103 27 Wu Kai Sha|烏溪沙
        TCL DT TUC 43 1 Tung Chung|東涌
        TCL DT SUN 54 2 Sunny Bay|欣澳
        TCL DT TSY 42 3 Tsing Yi|青衣
        TCL DT LAK 21 4 Lai King|茘景
        TCL DT NAC 53 5 Nam Cheong|南昌
        TCL DT OLY 41 6 Olympic|奧運
        TCL DT KOW 40 7 Kowloon|九龍
        TCL DT HOK 39 8 Hong Kong|香港
        TCL UT HOK 39 1 Hong Kong|香港
        TCL UT KOW 40 2 Kowloon|九龍
        TCL UT OLY 41 3 Olympic|奧運
        TCL UT NAC 53 4 Nam Cheong|南昌
        TCL UT LAK 21 5 Lai King|茘景
        TCL UT TSY 42 6 Tsing Yi|青衣
        TCL UT SUN 54 7 Sunny Bay|欣澳
        TCL UT TUC 43 8 Tung Chung|東涌
        TKL DT POA 52 1 Po Lam|寶琳
        TKL DT HAH 51 2 Hang Hau|坑口
        TKL DT TKO 50 3 Tseung Kwan O|將軍澳
        TKL DT TIK 49 4 Tiu Keng Leng|調景嶺
        TKL DT YAT 48 5 Yau Tong|油塘
        TKL DT QUB 32 6 Quarry Bay|鰂魚涌
        TKL DT NOP 31 7 North Point|北角
        TKL TKS-DT LHP 57 1 LOHAS Park|康城
        TKL TKS-DT TKO 50 2 Tseung Kwan O|將軍澳
        TKL TKS-DT TIK 49 3 Tiu Keng Leng|調景嶺
        TKL TKS-UT TIK 49 1 Tiu Keng Leng|調景嶺
        TKL TKS-UT TKO 50 2 Tseung Kwan O|將軍澳
        TKL TKS-UT LHP 57 3 LOHAS Park|康城
        TKL UT NOP 31 1 North Point|北角
        TKL UT QUB 32 2 Quarry Bay|鰂魚涌
        TKL UT YAT 48 3 Yau Tong|油塘
        TKL UT TIK 49 4 Tiu Keng Leng|調景嶺
        TKL UT TKO 50 5 Tseung Kwan O|將軍澳
        TKL UT HAH 51 6 Hang Hau|坑口
        TKL UT POA 52 7 Po Lam|寶琳
        TWL DT TSW 25 1 Tsuen Wan|荃灣
        TWL DT TWH 24 2 Tai Wo Hau|大窩口
        TWL DT KWH 23 3 Kwai Hing|葵興
        TWL DT KWF 22 4 Kwai Fong|葵芳
        TWL DT LAK 21 5 Lai King|茘景
        TWL DT MEF 20 6 Mei Foo|美孚
        TWL DT LCK 19 7 Lai Chi Kok|茘枝角
        TWL DT CSW 18 8 Cheung Sha Wan|長沙灣
        TWL DT SSP 17 9 Sham Shui Po|深水埗
        TWL DT PRE 16 10 Prince Edward|太子
        TWL DT MOK 6 11 Mong Kok|旺角
        TWL DT YMT 5 12 Yau Ma Tei|油麻地
        TWL DT JOR 4 13 Jordan|佐敦
        TWL DT TST 3 14 Tsim Sha Tsui|尖沙咀
        TWL DT ADM 2 15 Admiralty|金鐘
        TWL DT CEN 1 16 Central|中環
        TWL UT CEN 1 1 Central|中環
        TWL UT ADM 2 2 Admiralty|金鐘
        TWL UT TST 3 3 Tsim Sha Tsui|尖沙咀
        TWL UT JOR 4 4 Jordan|佐敦
        TWL UT YMT 5 5 Yau Ma Tei|油麻地
        TWL UT MOK 6 6 Mong Kok|旺角
        TWL UT PRE 16 7 Prince Edward|太子
        TWL UT SSP 17 8 Sham Shui Po|深水埗
        TWL UT CSW 18 9 Cheung Sha Wan|長沙灣
        TWL UT LCK 19 10 Lai Chi Kok|茘枝角
        TWL UT MEF 20 11 Mei Foo|美孚
        TWL UT LAK 21 12 Lai King|茘景
        TWL UT KWF 22 13 Kwai Fong|葵芳
        TWL UT KWH 23 14 Kwai Hing|葵興
        TWL UT TWH 24 15 Tai Wo Hau|大窩口
        TWL UT TSW 25 16 Tsuen Wan|荃灣
        SIL UT ADM 2 1 Admiralty|金鐘
        SIL UT OCP 86 2 Ocean Park|海洋公園
        SIL UT WCH 87 3 Wong Chuk Hang|黃竹坑
        SIL UT LET 88 4 Lei Tung|利東
        SIL UT SOH 89 5 South Horizons|海怡半島
        SIL DT SOH 89 1 South Horizons|海怡半島
        SIL DT LET 88 2 Lei Tung|利東
        SIL DT WCH 87 3 Wong Chuk Hang|黃竹坑
        SIL DT OCP 86 4 Ocean Park|海洋公園
        SIL DT ADM 2 5 Admiralty|金鐘
        """
}
