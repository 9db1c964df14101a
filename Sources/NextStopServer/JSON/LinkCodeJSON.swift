import Foundation
import NextStopCore

/// `POST /api/v1/link-codes` answers an invitation: a short code to type and a long secret for a QR code or URL.
struct LinkCodeJSON: JSONWritable {
    var code: String
    var secret: String
    var expiresAt: Date

    func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("code", code)
            object.member("expires_at", expiresAt)
            object.member("secret", secret)
        }
    }
}

/// `POST /api/v1/link` sends either the secret (links at once) or the typed code (waits for the owner's confirmation).
struct LinkRequestJSON: Decodable {
    var code: String?
    var secret: String?
}

/// The answer to a typed code: the request waits for the owner's device to confirm it.
struct LinkPendingJSON: JSONWritable {
    func write(to writer: inout JSONWriter) {
        writer.object { object in object.member("status", "awaiting_confirmation") }
    }
}

/// `GET /api/v1/devices`: the devices sharing the caller's list, in the order they joined.
struct LinkedDevicesJSON: JSONWritable {
    var devices: [LinkedDevice]

    func write(to writer: inout JSONWriter) {
        writer.object { object in object.member("devices", devices.map(LinkedDeviceJSON.init)) }
    }
}

/// One device of a list: its id (to unlink it), when it joined, and whether it is the one asking.
struct LinkedDeviceJSON: JSONWritable {
    var device: LinkedDevice

    func write(to writer: inout JSONWriter) {
        writer.object { object in
            object.member("current", device.isCurrent)
            object.member("id", device.id.rawValue)
            object.member("joined_at", device.joinedAt)
        }
    }
}
