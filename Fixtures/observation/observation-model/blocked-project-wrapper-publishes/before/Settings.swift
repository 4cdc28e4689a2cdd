import SwiftUI

/// Publishes through the object it is in, as @Published and @AppStorage do.
@propertyWrapper
struct UserDefault<Value> {
    let key: String
    var stored: Value
    init(wrappedValue: Value, _ key: String) {
        self.key = key
        stored = wrappedValue
    }
    var wrappedValue: Value {
        get { stored }
        set { stored = newValue }
    }
    static subscript<Object: ObservableObject>(_enclosingInstance object: Object,
                                               wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
                                               storage storageKeyPath: ReferenceWritableKeyPath<Object, UserDefault<Value>>) -> Value {
        get { object[keyPath: storageKeyPath].stored }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].stored = newValue
        }
    }
}

final class ReaderSettings: ObservableObject {
    @UserDefault("fontSize") var fontSize = 17.0
    @Published var isSepia = false
}

struct ReaderView: View {
    @StateObject private var settings = ReaderSettings()
    var body: some View { Text("\(settings.fontSize)") }
}
