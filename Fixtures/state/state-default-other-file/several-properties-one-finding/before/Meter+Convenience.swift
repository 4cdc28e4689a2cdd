import SwiftUI

extension Meter {
    init(label: String) {
        self.label = label
    }
}
