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

    private func session() throws -> DeviceSession {
        guard let device else { throw APIError(.internalServerError, "No device was identified.") }
        return device
    }
}
