import Markdown
import SwiftUI

struct Reader: View {
    let document: Document
    var body: some View { Text("\(document.childCount)") }
}
