import MapKit
import SwiftUI

struct EditableSideBarExample: View {
    let device: String?

    var body: some View {
        if let device {
            ScrollView {
                Text(device)
            }
        } else {
            Group {}
        }
    }
}
