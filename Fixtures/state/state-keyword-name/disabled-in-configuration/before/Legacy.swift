import SwiftUI

struct Legacy: View {
    @State var `where`: String? = nil

    var body: some View {
        Text(`where` ?? "")
    }
}
