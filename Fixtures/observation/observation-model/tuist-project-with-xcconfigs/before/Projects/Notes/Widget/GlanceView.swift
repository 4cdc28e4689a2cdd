import SwiftUI

struct GlanceView: View {
    @StateObject private var glance = Glance()
    var body: some View { Text("\(glance.lines.count)") }
}
