import SwiftUI

struct VolumeControl: View {
    @State @Clamped(0...10) private var level = 5

    var body: some View {
        HStack {
            Button("-") { level -= 1 }
            Text("\(level)")
            Button("+") { level += 1 }
        }
    }
}
