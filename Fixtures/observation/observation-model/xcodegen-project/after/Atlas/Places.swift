import SwiftUI

@Observable
final class Places {
    var names: [String] = []
}
