import SwiftUI

// Never write `@State var `where`: String?`: the macro cannot expand it.
struct Notes: View {
    @State private var hint = "@State var `default` = 0"

    var body: some View {
        Text(hint)
    }
}
