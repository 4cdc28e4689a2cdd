import Foundation

@propertyWrapper
struct UserDefault<Value> {
    let key: String
    var wrappedValue: Value

    init(wrappedValue: Value, _ key: String) {
        self.key = key
        self.wrappedValue = UserDefaults.standard.object(forKey: key) as? Value ?? wrappedValue
    }
}
