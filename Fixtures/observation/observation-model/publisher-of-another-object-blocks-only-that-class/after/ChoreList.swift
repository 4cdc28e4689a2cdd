import SwiftUI

struct ChoreList: View {
    @Bindable var model: ChoreListModel
    var body: some View {
        TextField("Filter", text: self.$model.filter)
    }
}
