import SwiftUI

struct Gauge: View {
    @State var revision = 0
    let reading: Double

    init(reading: Double, revision: Int) {
        self.reading = reading
        self.revision = revision
    }

    var body: some View {
        Text("\(reading) (rev \(revision))")
    }
}
