import SwiftUI

struct Tags {
    @Binding var tags: [String]
}
