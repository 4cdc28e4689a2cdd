import SwiftUI

struct Inbox: View {
    @State var loader = MessageLoader()

    var body: some View {
        Text("inbox")
    }
}
