// A stand-in for MapKit: importing it is enough (World 2's SwiftUI already carries the
// cross-import overlay's empty-block overload, which is visible without the import).
public struct MKCoordinateRegion {
    public init() {}
}
