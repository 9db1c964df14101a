/// `GET /healthz`.
struct HealthJSON: Encodable {
    var status: String
}
