import Foundation
import NextStopCore

extension APIRequestContext {
    /// The caller's owner, for a write on something it keeps; a device that never saved anything keeps nothing, so
    /// the `missing` thing is not found.
    func owner(else missing: String) throws -> OwnerID {
        guard let owner = try session().owner else { throw FavouritesError.notFound(missing) }
        return owner
    }

    /// Whom a creating write is for: the caller's owner, or its device to register along with what it saves.
    func writer(at date: Date) throws -> FavouritesWriter {
        try session().writer(at: date)
    }

    /// The caller's device; the device middleware names one for every API request.
    func session() throws -> DeviceSession {
        guard let device else { throw APIError(.internalServerError, "No device was identified.") }
        return device
    }

    /// The `{id}` path parameter as the id of something stored; 400 when it is not a number.
    func pathID<Entity>() throws -> EntityID<Entity> {
        guard let id = parameters.get("id").flatMap(EntityID<Entity>.init) else {
            throw APIError(.badRequest, "id must be a whole number.", field: "id")
        }
        return id
    }
}
