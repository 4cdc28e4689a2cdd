import SwiftUI

@Observable
final class Feed {
    var items: [String] = []
}
