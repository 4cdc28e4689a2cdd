import Foundation

/// The app's dependencies (the "Current" pattern): this module's own Environment.
struct Environment {
    var now: () -> Date = Date.init
}

var Current = Environment()
