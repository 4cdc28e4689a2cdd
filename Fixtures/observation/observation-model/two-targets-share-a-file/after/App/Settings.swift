import SwiftUI

@Observable
final class Settings {
    var names: [String] = []
}
