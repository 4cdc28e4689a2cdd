import SwiftUI

// Reads the property from another file: a private property would make this fail to build.
struct Inspector {
    let view: SearchView
    var query: String { view.model.query }
}
