import SwiftUI

class DocumentModel: ObservableObject {
    @Published var title = ""
}

final class TextDocumentModel: DocumentModel {
    @Published var text = ""
    var undoCount = 0
}

struct DocumentView: View {
    @ObservedObject var document: TextDocumentModel
    var body: some View { Text(document.title + document.text) }
}
