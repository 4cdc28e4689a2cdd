import CommonMark
import SwiftUI

struct Preview: View {
    let document: Document
    var body: some View { Text(document.description) }
}
