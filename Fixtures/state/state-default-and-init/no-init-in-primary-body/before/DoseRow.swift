import SwiftUI

struct DoseRow: View {
    let unit: String
    @State var text: String = ""

    var body: some View {
        TextField(unit, text: $text)
    }
}
