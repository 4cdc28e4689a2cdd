// The behaviour oracle's part of the SwiftUI stand-in (both worlds; run in World 1): a render
// that runs view and scene bodies with the environment SwiftUI would pass down, and a probe
// that records whether writing a property of an object notifies its observers.
//
// The render proves what can trap: `@EnvironmentObject` traps when read without an injection
// of its type, `@Environment(T.self)` (non-optional) when its view is installed without one,
// read or not. It cannot prove SwiftUI's own update scheduling: bodies run once, top down,
// eagerly (content closures when their container is made, a sheet's content as if presented).
import Foundation
import Observation

// MARK: the environment

/// What a render passes down a view tree: the objects injected with `.environmentObject(_:)`
/// and, apart from them (SwiftUI keeps the two apart), those injected with `.environment(_:)`,
/// by the static type they were injected as.
public struct _OracleEnvironment {
    var objects: [ObjectIdentifier: AnyObject] = [:]
    var observables: [ObjectIdentifier: AnyObject] = [:]
    public init() {}

    func applying(_ modifier: _OracleModifier) -> _OracleEnvironment {
        var result = self
        switch modifier {
        case .environmentObject(let type, let object): result.objects[type] = object
        case .environment(let type, let object): result.observables[type] = object
        case .none, .attaching, .presenting: break
        }
        return result
    }
}

/// What a modifier does in a render.
public enum _OracleModifier {
    case none
    case environmentObject(ObjectIdentifier, AnyObject)
    case environment(ObjectIdentifier, AnyObject?)
    /// Content shown with the view (`toolbar`, `background { }`, alert actions).
    case attaching(any View)
    /// Content presented from the view (`sheet`): it inherits the view's environment.
    case presenting(() -> any View)
}

/// The environments of the bodies being run, innermost last (a property wrapper reads the
/// top one while its view's body runs).
public enum _OracleRender {
    nonisolated(unsafe) static var environments: [_OracleEnvironment] = []
    nonisolated(unsafe) static var depth = 0
    static var current: _OracleEnvironment? { environments.last }

    static func with<T>(_ environment: _OracleEnvironment, _ body: () -> T) -> T {
        environments.append(environment)
        defer { environments.removeLast() }
        return body()
    }
}

/// What SwiftUI's fatal errors would stop: printed, then the process exits with status 3 (a
/// crash report would take seconds and say no more).
public func _oracleTrap(_ message: String) -> Never {
    print("trap: " + message)
    fflush(stdout)
    exit(3)
}

/// A dynamic property that checks the environment when its view is installed.
protocol _OracleInstalled {
    func _oracleInstall(in environment: _OracleEnvironment)
}

/// A view or scene the stand-in renders itself (containers, modifiers, scenes).
protocol _OraclePrimitive {
    @MainActor func _oracleRender(in environment: _OracleEnvironment)
}

// MARK: rendering

/// Runs `view`'s body and every body below it, in an environment with nothing injected.
@MainActor public func _oracleRender<V: View>(_ view: V) {
    _oracleRender(view, in: _OracleEnvironment())
}

@MainActor func _oracleRender<V: View>(_ view: V, in environment: _OracleEnvironment) {
    if let primitive = view as? any _OraclePrimitive {
        primitive._oracleRender(in: environment)
        return
    }
    guard V.Body.self != Never.self, _OracleRender.depth < 48 else { return }
    for child in Mirror(reflecting: view).children {
        (child.value as? any _OracleInstalled)?._oracleInstall(in: environment)
    }
    _OracleRender.depth += 1
    defer { _OracleRender.depth -= 1 }
    let body = _OracleRender.with(environment) { view.body }
    _oracleRender(body, in: environment)
}

@MainActor func _oracleRenderAny(_ view: any View, in environment: _OracleEnvironment) {
    _oracleRender(view, in: environment)
}

/// Runs an app's scenes: each scene's content with what the app's delegate adaptors inject.
@MainActor public func _oracleRender<A: App>(_ app: A) {
    var environment = _OracleEnvironment()
    for child in Mirror(reflecting: app).children {
        guard let adaptor = child.value as? any _OracleDelegateAdaptor else { continue }
        let delegate = adaptor._oracleDelegate
        if delegate is any ObservableObject { environment.objects[adaptor._oracleDelegateType] = delegate }
        if delegate is any Observable { environment.observables[adaptor._oracleDelegateType] = delegate }
    }
    let body = _OracleRender.with(environment) { app.body }
    _oracleRenderScene(body, in: environment)
}

@MainActor func _oracleRenderScene<S: Scene>(_ scene: S, in environment: _OracleEnvironment) {
    if let primitive = scene as? any _OraclePrimitive {
        primitive._oracleRender(in: environment)
        return
    }
    guard S.Body.self != Never.self else { return }
    let body = _OracleRender.with(environment) { scene.body }
    _oracleRenderScene(body, in: environment)
}

@MainActor func _oracleRenderAnyScene(_ scene: any Scene, in environment: _OracleEnvironment) {
    _oracleRenderScene(scene, in: environment)
}

/// The rows of a `ForEach` or a data `List`, made when it is.
struct _OracleRows: View, _OraclePrimitive {
    let rows: [AnyView]
    init(_ rows: [AnyView]) { self.rows = rows }
    var body: Never { fatalError() }
    func _oracleRender(in environment: _OracleEnvironment) {
        for row in rows { _oracleRenderAny(row.view, in: environment) }
    }
}

extension ModifiedView: _OraclePrimitive {
    func _oracleRender(in environment: _OracleEnvironment) {
        let inner = environment.applying(modifier)
        _oracleRenderAny(content, in: inner)
        switch modifier {
        case .attaching(let view): _oracleRenderAny(view, in: environment)
        case .presenting(let make):
            let presented = _OracleRender.with(environment) { make() }
            _oracleRenderAny(presented, in: environment)
        default: break
        }
    }
}

extension AnyView: _OraclePrimitive {
    func _oracleRender(in environment: _OracleEnvironment) { _oracleRenderAny(view, in: environment) }
}

extension Optional: _OraclePrimitive where Wrapped: View {
    func _oracleRender(in environment: _OracleEnvironment) {
        if let view = self { SwiftUI._oracleRender(view, in: environment) }
    }
}

/// A container: renders what it holds.
protocol _OracleContainer: _OraclePrimitive {
    associatedtype Content: View
    var content: Content { get }
}
extension _OracleContainer {
    @MainActor func _oracleRender(in environment: _OracleEnvironment) { SwiftUI._oracleRender(content, in: environment) }
}
extension VStack: _OracleContainer {}
extension HStack: _OracleContainer {}
extension ZStack: _OracleContainer {}
extension Form: _OracleContainer {}
extension Section: _OracleContainer {}
extension NavigationStack: _OracleContainer {}
extension ScrollView: _OracleContainer {}
extension LazyVGrid: _OracleContainer {}
extension List: _OracleContainer {}
extension ForEach: _OracleContainer {}
extension Picker: _OracleContainer {}
extension DisclosureGroup: _OracleContainer {}

extension Button: _OraclePrimitive {
    func _oracleRender(in environment: _OracleEnvironment) {
        if let label { SwiftUI._oracleRender(label, in: environment) }
    }
}

// MARK: scenes

public struct _TupleScene<each S: Scene>: Scene, _OraclePrimitive {
    let scenes: (repeat each S)
    init(_ scenes: repeat each S) { self.scenes = (repeat each scenes) }
    public var body: Never { fatalError() }
    func _oracleRender(in environment: _OracleEnvironment) {
        for scene in repeat each scenes { _oracleRenderAnyScene(scene, in: environment) }
    }
}

public struct _ModifiedScene<Content: Scene>: Scene, _OraclePrimitive {
    let content: Content
    let modifier: _OracleModifier
    init(_ content: Content, _ modifier: _OracleModifier) {
        self.content = content
        self.modifier = modifier
    }
    public var body: Never { fatalError() }
    func _oracleRender(in environment: _OracleEnvironment) { _oracleRenderScene(content, in: environment.applying(modifier)) }
}

extension WindowGroup: _OraclePrimitive {
    @MainActor func _oracleRender(in environment: _OracleEnvironment) { SwiftUI._oracleRender(content, in: environment) }
}

extension Settings: _OraclePrimitive {
    @MainActor func _oracleRender(in environment: _OracleEnvironment) { SwiftUI._oracleRender(content, in: environment) }
}

// MARK: delegates

/// How the behaviour oracle creates each app delegate type (SwiftUI creates one per process).
public enum _OracleDelegates {
    nonisolated(unsafe) static var makers: [ObjectIdentifier: () -> AnyObject] = [:]
    nonisolated(unsafe) static var made: [ObjectIdentifier: AnyObject] = [:]
}

public func _oracleRegisterDelegate<D: AnyObject>(_ make: @escaping () -> D) {
    _OracleDelegates.makers[ObjectIdentifier(D.self)] = make
}

func _oracleMakeDelegate<D: AnyObject>(_ type: D.Type) -> D {
    let key = ObjectIdentifier(type)
    if let made = _OracleDelegates.made[key] as? D { return made }
    guard let make = _OracleDelegates.makers[key], let delegate = make() as? D else {
        _oracleTrap("the behaviour oracle cannot create \(type): its probe registers no delegate of that type")
    }
    _OracleDelegates.made[key] = delegate
    return delegate
}

protocol _OracleDelegateAdaptor {
    var _oracleDelegate: AnyObject { get }
    var _oracleDelegateType: ObjectIdentifier { get }
}
extension UIApplicationDelegateAdaptor: _OracleDelegateAdaptor {
    var _oracleDelegate: AnyObject { wrappedValue }
    var _oracleDelegateType: ObjectIdentifier { ObjectIdentifier(DelegateType.self) }
}
extension NSApplicationDelegateAdaptor: _OracleDelegateAdaptor {
    var _oracleDelegate: AnyObject { wrappedValue }
    var _oracleDelegateType: ObjectIdentifier { ObjectIdentifier(DelegateType.self) }
}

// MARK: the notification probe

/// Writes a different value into `keyPath` of a new object and says whether a change
/// notification fired: `objectWillChange` for an `ObservableObject`, `withObservationTracking`'s
/// `onChange` (for a read of that property) for an `@Observable` class. One line,
/// `Label: notifies` or `Label: silent`, or `Label: unprobed (…)` when no different value of
/// the property's type can be made (give one with `value`).
@MainActor public func _oracleProbe<Root: AnyObject, Value>(_ label: String, _ make: () -> Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>,
                                                            value: Value? = nil) -> String {
    let object = make()
    let current = object[keyPath: keyPath]
    // A value the property does not hold; or, when none can be made, the same value, where the
    // macro's setter notifies for it too (neither Equatable nor a class: no comparison).
    let next: Value
    if let given = value ?? _oracleChanged(current) {
        next = given
    } else if !(current is any Equatable) && !(Value.self is AnyObject.Type) {
        next = current
    } else {
        return "\(label): unprobed (no other value of \(Value.self); give one in oracle.txt with probe-value)"
    }
    let flag = _OracleFlag()
    if let observable = object as? any ObservableObject {
        _ = observable.objectWillChange.sink { _ in flag.fired = true }
    }
    if object is any Observable {
        withObservationTracking({ _ = object[keyPath: keyPath] }, onChange: { flag.fired = true })
    }
    object[keyPath: keyPath] = next
    return "\(label): \(flag.fired ? "notifies" : "silent")"
}

final class _OracleFlag: @unchecked Sendable { var fired = false }

/// A value to write in a probe, different from the one a property holds.
public protocol _OracleSample {
    static var _oracleSample: Self { get }
    func _oracleChanged() -> Self
}
extension Bool: _OracleSample {
    public static var _oracleSample: Bool { true }
    public func _oracleChanged() -> Bool { !self }
}
extension Int: _OracleSample {
    public static var _oracleSample: Int { 1 }
    public func _oracleChanged() -> Int { self &+ 1 }
}
extension Double: _OracleSample {
    public static var _oracleSample: Double { 1 }
    public func _oracleChanged() -> Double { self + 1 }
}
extension Float: _OracleSample {
    public static var _oracleSample: Float { 1 }
    public func _oracleChanged() -> Float { self + 1 }
}
extension String: _OracleSample {
    public static var _oracleSample: String { "sample" }
    public func _oracleChanged() -> String { self + "+" }
}
extension Date: _OracleSample {
    public static var _oracleSample: Date { Date(timeIntervalSince1970: 0) }
    public func _oracleChanged() -> Date { addingTimeInterval(1) }
}
extension UUID: _OracleSample {
    public static var _oracleSample: UUID { UUID() }
    public func _oracleChanged() -> UUID { UUID() }
}
extension Array: _OracleSample where Element: _OracleSample {
    public static var _oracleSample: [Element] { [Element._oracleSample] }
    public func _oracleChanged() -> [Element] { self + [Element._oracleSample] }
}
extension Set: _OracleSample where Element: _OracleSample {
    public static var _oracleSample: Set<Element> { [Element._oracleSample] }
    public func _oracleChanged() -> Set<Element> {
        contains(Element._oracleSample) ? subtracting([Element._oracleSample]) : union([Element._oracleSample])
    }
}
extension Dictionary: _OracleSample where Key: _OracleSample, Value: _OracleSample {
    public static var _oracleSample: [Key: Value] { [Key._oracleSample: Value._oracleSample] }
    public func _oracleChanged() -> [Key: Value] {
        var copy = self
        copy[Key._oracleSample] = copy[Key._oracleSample] == nil ? Value._oracleSample : nil
        return copy
    }
}

extension AnyCancellable: _OracleSample {
    public static var _oracleSample: AnyCancellable { AnyCancellable() }
    public func _oracleChanged() -> AnyCancellable { AnyCancellable() }
}
extension Task: _OracleSample where Success == Void, Failure == Never {
    public static var _oracleSample: Task<Void, Never> { Task {} }
    public func _oracleChanged() -> Task<Void, Never> { Task {} }
}

/// Optionals: nil for a value, a sample of the wrapped type for nil.
protocol _OracleOptional {
    var _oracleIsNil: Bool { get }
    static var _oracleNone: Self { get }
    static func _oracleSome() -> Self?
}
extension Optional: _OracleOptional {
    var _oracleIsNil: Bool { self == nil }
    static var _oracleNone: Wrapped? { nil }
    static func _oracleSome() -> Wrapped?? {
        (Wrapped.self as? any _OracleSample.Type).map { Optional($0._oracleSample as! Wrapped) }
    }
}

func _oracleChanged<Value>(_ value: Value) -> Value? {
    if let sample = value as? any _OracleSample { return sample._oracleChanged() as? Value }
    if let optional = value as? any _OracleOptional {
        func changed<O: _OracleOptional>(_ value: O) -> Value? {
            value._oracleIsNil ? O._oracleSome().flatMap { $0 as? Value } : O._oracleNone as? Value
        }
        return changed(optional)
    }
    if let cases = value as? any (CaseIterable & Equatable) {
        func other<C: CaseIterable & Equatable>(_ value: C) -> Value? { C.allCases.first { $0 != value } as? Value }
        return other(cases)
    }
    return nil
}
