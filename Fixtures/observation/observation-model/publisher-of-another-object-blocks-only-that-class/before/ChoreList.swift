import SwiftUI

struct ChoreList: View {
    @ObservedObject var model: ChoreListModel
    var body: some View {
        TextField("Filter", text: self.$model.filter)
    }
}
