import SwiftUI

struct Commands: View {
    var body: some View {
        if #available(iOS 17.0, *) {
            Button("Run") {
                Task {
                    print("one")
                    print("two")
                }
            }
        }
    }

    func run() {
        if #available(iOS 17.2, *) {
            Task {
                print("one")
                print("two")
            }
        }
    }
}
