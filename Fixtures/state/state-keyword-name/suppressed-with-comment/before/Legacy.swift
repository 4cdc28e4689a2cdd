import SwiftUI

struct Legacy: View {
    // statefix:ignore-next-line state-keyword-name
    @State var `where`: String? = nil

    var body: some View {
        Text(`where` ?? "")
    }
}
