import SwiftUI

struct Player: View {
    @State private var volume = 0.5
    var body: some View { Text("\(volume)") }
}

extension Player {
    func level() -> Double {
        _volume.wrappedValue
    }
}
