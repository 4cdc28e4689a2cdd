// Stand-in for Combine: what Observation fixtures use of it. `ObservableObject` and
// `@Published` live here (the SwiftUI stand-in re-exports the module, as SwiftUI does), and a
// `$x` publisher exists only on a `@Published` property, so that a fix which removes
// `@Published` while `$x` is still used fails to build.
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
    public init() {}
    public func send() {}
}

public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    public init() {}
    public func send(_ value: Output) {}
}

public protocol ObservableObject: AnyObject {}

extension ObservableObject {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
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
}
