import SwiftUI

extension Gauge {
    // Relies on `revision`'s initial value from another file: Xcode 27 debug builds fail to link.
    init(reading: Double) {
        self.reading = reading
    }
}
