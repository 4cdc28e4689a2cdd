import SwiftUI

struct TaskRow: View {
    @State private var isDone: Bool
    let title: String
    var note: String?

    init(title: String, isDone: Bool, note: String?) {
        self.title = title
        self.isDone = isDone
        self.note = note
    }

    var body: some View {
        Toggle(isOn: $isDone) {
            VStack(alignment: .leading) {
                Text(title)
                if let note {
                    Text(note).font(.footnote)
                }
            }
        }
    }
}
