/// A building block of stop names: a landmark kind or a street, in English and Traditional Chinese.
struct PlaceName: Sendable, Hashable {
    /// Title case; KMB writes it upper-case.
    var en: String
    var tc: String

    private init(_ en: String, _ tc: String) {
        self.en = en
        self.tc = tc
    }

    /// Landmarks that follow a district name: "Wong Tai Sin" + "Bus Terminus".
    static let landmarks: [PlaceName] = [
        .init("Bus Terminus", "總站"), .init("Estate", "邨"), .init("Station", "站"),
        .init("MTR Station", "港鐵站"), .init("Market", "街市"), .init("Plaza", "廣場"),
        .init("Sports Centre", "體育館"), .init("Police Station", "警署"), .init("Fire Station", "消防局"),
        .init("Hospital", "醫院"), .init("Public Library", "公共圖書館"), .init("Park", "公園"),
        .init("Garden", "花園"), .init("Pier", "碼頭"), .init("Ferry Pier", "渡輪碼頭"),
        .init("Interchange", "交匯處"), .init("Post Office", "郵政局"), .init("Government Offices", "政府合署"),
        .init("Shopping Centre", "商場"), .init("Community Centre", "社區中心"), .init("School", "學校"),
        .init("Swimming Pool", "游泳池"), .init("Building", "大廈"), .init("Centre", "中心"),
    ]

    /// Streets, for names such as "Hennessy Road, Wan Chai".
    static let streets: [PlaceName] = [
        .init("Nathan Road", "彌敦道"), .init("Des Voeux Road Central", "德輔道中"),
        .init("Hennessy Road", "軒尼詩道"), .init("King's Road", "英皇道"),
        .init("Prince Edward Road West", "太子道西"), .init("Lung Cheung Road", "龍翔道"),
        .init("Castle Peak Road", "青山公路"), .init("Tai Po Road", "大埔道"),
        .init("Lai Chi Kok Road", "荔枝角道"), .init("Waterloo Road", "窩打老道"),
        .init("Chatham Road South", "漆咸道南"), .init("Gascoigne Road", "加士居道"),
        .init("Kwun Tong Road", "觀塘道"), .init("Gloucester Road", "告士打道"),
        .init("Queen's Road Central", "皇后大道中"), .init("Connaught Road Central", "干諾道中"),
        .init("Aberdeen Main Road", "香港仔大道"), .init("Pok Fu Lam Road", "薄扶林道"),
        .init("Canal Road East", "堅拿道東"), .init("Shau Kei Wan Road", "筲箕灣道"),
        .init("Chai Wan Road", "柴灣道"), .init("Wong Chuk Hang Road", "黃竹坑道"),
        .init("Harbour Road", "港灣道"), .init("Java Road", "渣華道"), .init("Caine Road", "堅道"),
        .init("Electric Road", "電氣道"), .init("Tung Chau Street", "通州街"), .init("Argyle Street", "亞皆老街"),
        .init("Boundary Street", "界限街"), .init("Ma Tau Wai Road", "馬頭圍道"),
    ]
}
