import SwiftUI

final class Preferences: ObservableObject, Codable {
    @Published var theme = "light"
    init() {}

    enum CodingKeys: String, CodingKey { case theme }

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        theme = try container.decode(String.self, forKey: .theme)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(theme, forKey: .theme)
    }
}

final class Session: ObservableObject, Codable {
    var token = ""
}

struct PreferencesView: View {
    @ObservedObject var preferences: Preferences
    @ObservedObject var session: Session
    var body: some View { Text(preferences.theme + session.token) }
}
