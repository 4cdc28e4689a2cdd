import SwiftUI

@Observable
final class Journal {
    var entries: [String] = []
}
