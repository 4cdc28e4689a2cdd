import Markdown
import SwiftUI

struct Editor: View {
    let document: Document
    var body: some View { Text(document.title) }
}
