import SwiftUI

struct PlacesView: View {
    @State private var places = Places()
    var body: some View { Text("\(places.names.count)") }
}
