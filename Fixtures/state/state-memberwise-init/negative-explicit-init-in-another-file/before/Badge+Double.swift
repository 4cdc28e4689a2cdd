import SwiftUI

extension Badge {
    init(count: Double, label: String) {
        self.init(rounding: count, label: label)
    }
}
