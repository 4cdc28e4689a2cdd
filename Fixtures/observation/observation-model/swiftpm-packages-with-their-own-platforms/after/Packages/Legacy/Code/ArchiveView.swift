import SwiftUI

struct ArchiveView: View {
    @StateObject private var archive = Archive()
    var body: some View { Text("\(archive.entries.count)") }
}
