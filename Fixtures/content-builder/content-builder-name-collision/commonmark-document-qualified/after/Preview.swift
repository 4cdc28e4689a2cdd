import CommonMark
import SwiftUI

struct Preview: View {
    let document: CommonMark.Document
    var body: some View { Text(document.description) }
}
