import SwiftUI

struct Reader: View {
    var body: some View { Text("\(preprocess("# Title"))") }
}
