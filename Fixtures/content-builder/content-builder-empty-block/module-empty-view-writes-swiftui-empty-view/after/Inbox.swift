import SwiftUI

struct Inbox: View {
    let unread: Int
    var body: some View {
        if unread > 0 {
            Text("\(unread) unread")
        } else {
            Group { SwiftUI.EmptyView() }
        }
    }
}
