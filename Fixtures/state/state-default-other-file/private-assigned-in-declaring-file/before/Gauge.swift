import SwiftUI

struct Gauge: View {
    let reading: Double
    @State private var revision = 0

    init(revision: Int) {
        self.reading = 0
        self.revision = revision
    }

    var body: some View {
        Text("\(reading) r\(revision)")
    }
}
