@propertyWrapper
struct Stateful<Value> {
    var wrappedValue: Value
}
