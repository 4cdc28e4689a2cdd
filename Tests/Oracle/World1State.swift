// World 1 (Xcode 26 and earlier): `State` is a property wrapper. Like SwiftUI, a write through
// the setter before the view is installed is dropped; a value given at initialization
// (`init(wrappedValue:)`, `init(initialValue:)`, or the storage re-initialized by definite
// initialization) is kept.
@propertyWrapper
public struct State<Value> {
    final class Box {
        var value: Value
        var installed = false
        init(_ value: Value) { self.value = value }
    }
    let box: Box

    public init(wrappedValue value: Value) { box = Box(value) }
    public init(initialValue value: Value) { box = Box(value) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { if box.installed { box.value = newValue } }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// What a view's `@State` properties hold right after its initializer ran, by property name
/// (for the oracle's run checks).
public func _oracleStateValues(of view: Any) -> [String: Any] {
    var result: [String: Any] = [:]
    for child in Mirror(reflecting: view).children {
        guard let label = child.label, label.hasPrefix("_"), let state = child.value as? _OracleState else { continue }
        result[String(label.dropFirst())] = state._oracleValue
    }
    return result
}

protocol _OracleState { var _oracleValue: Any { get } }
extension State: _OracleState { var _oracleValue: Any { box.value } }
