final class MessageLoader {
    init() {}
}
