import SwiftUI

struct MapZoomView: View {
    let placeName: String

    /// The zoom level the user picked, kept between 1 and 8.
    @State
    @Clamped(1...8)
    private var zoom = 3

    var body: some View {
        VStack {
            Text(placeName)
            Text("Zoom \(zoom)")
        }
    }
}
