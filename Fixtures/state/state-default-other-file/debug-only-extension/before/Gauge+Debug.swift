#if DEBUG
extension Gauge {
    init(debugReading: Double) {
        self.reading = debugReading
    }
}
#endif
