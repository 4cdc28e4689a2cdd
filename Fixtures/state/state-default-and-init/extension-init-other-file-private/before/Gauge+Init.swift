extension Gauge {
    init(reading: Double) {
        self.reading = reading
    }
}
