import SwiftUI

final class Store: ObservableObject {}

struct Query: View {
    var `where`: String? = nil
    @StateObject private var `default` = Store()
    @Binding var `in`: Bool

    var body: some View {
        Text(`where` ?? "")
    }
}
