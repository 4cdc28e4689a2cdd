import Foundation
import Combine

final class Player: NSObject, ObservableObject {
    @Published var title = ""
    @objc dynamic var rate: Float = 0
}
