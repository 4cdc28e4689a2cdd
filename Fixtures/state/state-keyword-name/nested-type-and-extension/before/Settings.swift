import SwiftUI

enum Settings {
    struct Row: View {
        @State var `case`: Int = 1

        var body: some View {
            Text("\(`case`)")
        }
    }
}
