// Stand-in for Combine: what Observation fixtures use of it. `ObservableObject` and
// `@Published` live here (the SwiftUI stand-in re-exports the module, as SwiftUI does), and a
// `$x` publisher exists only on a `@Published` property, so that a fix which removes
// `@Published` while `$x` is still used fails to build.
//
// Publishing is faithful, for the behaviour oracle: every object has one `objectWillChange`
// publisher, and `@Published` sends it before each write made through the object (the
// enclosing-instance subscript, the mechanism Combine's `Published` uses), whether or not the
// value changed, as Combine does.
@_exported import Foundation

public protocol Publisher {
    associatedtype Output
}

public struct AnyCancellable: Hashable {
    public init() {}
    public func store(in set: inout Set<AnyCancellable>) {}
    public func cancel() {}
}

extension Publisher {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable() }
    public func assign(to published: inout Published<Output>.Publisher) {}
    public func assign<Root: AnyObject>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable { AnyCancellable() }
    public func removeDuplicates() -> Self { self }
    public func dropFirst() -> Self { self }
}

public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    private var subscribers: [() -> Void] = []
    public init() {}
    public func send() { for subscriber in subscribers { subscriber() } }
    public func sink(receiveValue: @escaping (()) -> Void) -> AnyCancellable {
        subscribers.append { receiveValue(()) }
        return AnyCancellable()
    }
}

public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    public init() {}
    public func send(_ value: Output) {}
}

public protocol ObservableObject: AnyObject {}

/// Each object's `objectWillChange` publisher, made on first use (Combine keeps it in the
/// object; a table by identity serves the stand-in, whose objects live as long as a run).
private final class WillChangePublishers: @unchecked Sendable {
    static let shared = WillChangePublishers()
    private let lock = NSLock()
    private var publishers: [ObjectIdentifier: ObservableObjectPublisher] = [:]
    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.lock()
        defer { lock.unlock() }
        if let found = publishers[ObjectIdentifier(object)] { return found }
        let made = ObservableObjectPublisher()
        publishers[ObjectIdentifier(object)] = made
        return made
    }
}

extension ObservableObject {
    public var objectWillChange: ObservableObjectPublisher { WillChangePublishers.shared.publisher(for: self) }
}

/// Sends `object`'s `objectWillChange` when it is an `ObservableObject` (what a wrapper that
/// publishes through its enclosing instance does before a write).
public func _oracleWillChange(_ object: AnyObject) {
    (object as? any ObservableObject)?.objectWillChange.send()
}

@propertyWrapper
public struct Published<Value> {
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
    }
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { self.wrappedValue = initialValue }
    public var projectedValue: Publisher {
        get { Publisher() }
        set {}
    }
    /// A write through the object sends its `objectWillChange` first.
    public static subscript<EnclosingSelf: AnyObject>(_enclosingInstance object: EnclosingSelf,
                                                      wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
                                                      storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>) -> Value {
        get { object[keyPath: storageKeyPath].wrappedValue }
        set {
            _oracleWillChange(object)
            object[keyPath: storageKeyPath].wrappedValue = newValue
        }
    }
}
