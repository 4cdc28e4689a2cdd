import SwiftUI

struct PlacesView: View {
    @StateObject private var places = Places()
    var body: some View { Text("\(places.names.count)") }
}
