// A stand-in for a third-party wrapper that statefix knows nothing about: `@SecureStorage`
// keeps a string in the keychain. It does not publish, which only its author (or the
// project's `non_publishing_wrappers` setting) can say.
@propertyWrapper
public struct SecureStorage {
    private let key: String
    private var value: String
    public init(wrappedValue: String, _ key: String) {
        self.key = key
        value = wrappedValue
    }
    public var wrappedValue: String {
        get { value }
        set { value = newValue }
    }
}
