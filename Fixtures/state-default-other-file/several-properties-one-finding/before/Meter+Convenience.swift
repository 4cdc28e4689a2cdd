import SwiftUI

extension Meter {
    init(label: String, unit: String) {
        self.label = label
        self.unit = unit
    }
}
