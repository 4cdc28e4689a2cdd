import SwiftUI

struct Ticker: View {
    @State private var ticks = 0

    var body: some View {
        Text("\(ticks)").onAppear {
            let storage = _ticks
            DispatchQueue.main.async { storage.wrappedValue += 1 }
        }
    }
}
