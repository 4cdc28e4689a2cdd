import Combine

extension Player: ObservableObject {}
