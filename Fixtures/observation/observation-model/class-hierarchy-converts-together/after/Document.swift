import SwiftUI

@Observable
class DocumentModel {
    var title = ""
}

@Observable
final class TextDocumentModel: DocumentModel {
    var text = ""
    @ObservationIgnored var undoCount = 0
}

struct DocumentView: View {
    var document: TextDocumentModel
    var body: some View { Text(document.title + document.text) }
}
