/// The anonymous owner of a favourites list, shared by every device linked to it; used only to tag `OwnerID`.
public enum DeviceOwner {}

/// Identifies the owner of a favourites list.
public typealias OwnerID = EntityID<DeviceOwner>
