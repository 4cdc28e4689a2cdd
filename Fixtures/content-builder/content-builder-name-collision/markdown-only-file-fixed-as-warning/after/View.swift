import SwiftUI

struct Plain: View {
    var body: some View { Text("plain") }
}
