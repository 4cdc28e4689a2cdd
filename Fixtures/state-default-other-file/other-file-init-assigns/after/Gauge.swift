import SwiftUI

struct Gauge: View {
    let reading: Double
    @State var revision: Int

    init() {
        self.reading = 0
        self.revision = 0
    }

    var body: some View {
        Text("\(reading) r\(revision)")
    }
}
