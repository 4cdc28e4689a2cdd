import SwiftUI

struct ReaderSettings: View {
    @State @UserDefault("schriftgröße") private var fontSize = 17.0

    var body: some View {
        VStack {
            Text("Schriftgröße \(fontSize)")
        }
    }
}
