import Combine

final class FeedModel: BaseModel {
    private var token: AnyCancellable?
    override init() {
        super.init()
        token = $isLoading.sink { print($0) }
    }
}
