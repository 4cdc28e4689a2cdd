import SwiftUI

struct Gauge: View {
    let reading: Double
    @State private var revision = 0

    init() {
        self.reading = 0
    }

    var body: some View {
        Text("\(reading) r\(revision)")
    }
}
