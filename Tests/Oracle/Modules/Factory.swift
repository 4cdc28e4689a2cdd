// A stand-in for hmlongco/Factory's property wrappers: `@Injected` resolves a service from a
// container key path once; it holds the service and never publishes through the object it is
// in (only `@InjectedObject`, for ObservableObject services in views, observes).
public final class Container: @unchecked Sendable {
    public static let shared = Container()
    public init() {}
}

public struct Factory<T> {
    let make: () -> T
    public init(_ container: Container, _ make: @escaping () -> T) { self.make = make }
    public func callAsFunction() -> T { make() }
}

@propertyWrapper
public struct Injected<T> {
    private var service: T
    public init(_ keyPath: KeyPath<Container, Factory<T>>) { service = Container.shared[keyPath: keyPath]() }
    public var wrappedValue: T {
        get { service }
        mutating set { service = newValue }
    }
}

@propertyWrapper
public struct LazyInjected<T> {
    private let keyPath: KeyPath<Container, Factory<T>>
    private var service: T?
    public init(_ keyPath: KeyPath<Container, Factory<T>>) { self.keyPath = keyPath }
    public var wrappedValue: T {
        mutating get {
            if let service { return service }
            let made = Container.shared[keyPath: keyPath]()
            service = made
            return made
        }
        mutating set { service = newValue }
    }
}
