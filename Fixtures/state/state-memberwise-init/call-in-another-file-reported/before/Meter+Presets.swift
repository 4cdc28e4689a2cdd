import SwiftUI

// From another file the @State storage cannot be initialized: reported, not expanded.
extension Meter {
    init(label: String) {
        self.init(level: 0.5, label: label)
    }
}
