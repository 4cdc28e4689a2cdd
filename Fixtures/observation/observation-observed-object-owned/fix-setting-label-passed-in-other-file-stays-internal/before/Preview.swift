import SwiftUI

// Passes the label from another file: a private property would make this call fail to build.
struct Preview: View {
    var body: some View { SearchView(model: SearchModel()) }
}
