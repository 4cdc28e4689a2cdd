import SwiftUI

// A dependency-injection wrapper that hands out one shared object (like Resolver's
// @InjectedObject); it is generic over AnyObject, so nothing here says ObservableObject.
@propertyWrapper
struct Injected<T: AnyObject> {
    var wrappedValue: T
    init(_ make: () -> T) { wrappedValue = make() }
}
