@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}
