// World 2 (Xcode 27): `State` is a plain struct and `@State` is a macro, declared as Apple
// publishes it; the expansion (StateMacros.swift) follows the strict model of
// ../../../shared/oracle-notes.md, which reproduces TN3211's diagnostics.
public struct State<Value> {
    final class Box {
        var value: Value?
        var installed = false
        init(_ value: Value?) { self.value = value }
    }
    let box: Box

    public init(wrappedValue value: Value) { box = Box(value) }
    public init(initialValue value: Value) { box = Box(value) }
    /// An empty box: the first write before installation becomes the initial value.
    public init(pendingInitialValue: ()) { box = Box(nil) }

    public var wrappedValue: Value {
        get {
            guard let value = box.value else { fatalError("@State read before it was given a value") }
            return value
        }
        nonmutating set {
            if box.installed || box.value == nil { box.value = newValue }
        }
    }

    /// `_x = State(…)` on a property whose storage already holds a box: take over its value
    /// while the view is not installed yet.
    public func adopt(_ other: State<Value>) {
        if !box.installed { box.value = other.box.value }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value! }, set: { box.value = $0 })
    }
}

@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`_`), prefixed(`__`), prefixed(`$`))
public macro State() = #externalMacro(module: "StateMacros", type: "StateMacro")
