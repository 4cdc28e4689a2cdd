import SwiftUI

struct ItemDetail: View {
    @State private var isEditing = false
    @State private var draftName = ""
    let item: Item

    var body: some View {
        Form {
            if isEditing {
                TextField("Name", text: $draftName)
            } else {
                Text(item.name)
            }
        }
        .toolbar {
            Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
        }
    }
}

extension ItemDetail {
    init(previewName: String) {
        self.item = Item(name: previewName)
    }
}

struct Item {
    var name: String
}
