extension Gauge {
    init(reading: Double) {
        self.reading = reading
        self.revision = 0
    }
}
