import SwiftUI

@Observable
final class AppDelegate: NSObject, UIApplicationDelegate {
    var pushToken = ""
}

struct DeviceApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
    var body: some Scene {
        WindowGroup { PushSettings() }
    }
}

struct PushSettings: View {
    @Environment(AppDelegate.self) var appDelegate: AppDelegate
    var body: some View { Text(appDelegate.pushToken.isEmpty ? "No token" : appDelegate.pushToken) }
}
