import HummingbirdTesting
import Testing

extension TestClientProtocol {
    /// The device's list, which must answer 200.
    func favourites(of device: Device) async throws -> FavouritesBody {
        let response = try await get("/api/v1/favourites", as: device)
        #expect(response.status == .ok)
        return try response.decode(FavouritesBody.self)
    }

    /// Saves a favourite for the device, which must answer 201, and returns its id.
    @discardableResult
    func addFavourite(
        _ stopID: String, route: String? = nil, category: Int64? = nil, as device: Device
    ) async throws -> Int64 {
        var fields = [#""stop_id":"\#(stopID)""#]
        if let route { fields.append(#""route_key":"\#(route)""#) }
        if let category { fields.append(#""category_id":\#(category)"#) }
        let body = "{\(fields.joined(separator: ","))}"
        let response = try await send(.post, "/api/v1/favourites", json: body, as: device)
        #expect(response.status == .created)
        return try response.decode(FavouritesBody.Favourite.self).id
    }

    /// Creates a category for the device, which must answer 201, and returns its id.
    func addCategory(_ name: String, as device: Device) async throws -> Int64 {
        let response = try await send(.post, "/api/v1/categories", json: #"{"name":"\#(name)"}"#, as: device)
        #expect(response.status == .created)
        return try response.decode(FavouritesBody.Category.self).id
    }
}
