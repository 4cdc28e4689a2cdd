import SwiftUI

struct PinView: View {
    @StateObject private var pin = Pin()
    var body: some View { Text("\(pin.labels.count)") }
}
