import SwiftUI

let p = Pane2()

struct Shell: View {
    var body: some View {
        VStack {
            Pane2.shared
            Pane2.init()
            p
        }
    }
}
