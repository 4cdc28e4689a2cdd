import SwiftUI

struct FileTable: View {
    let folder: String
    @State private var columns: [String] = [
        "Name", // always first
        "Size",
    ]

    init(folder: String, columns: [String]) {
        self.folder = folder
        self.columns = columns
    }

    var body: some View {
        Text("\(folder): \(columns.joined(separator: ", "))")
    }
}
