extension DoseRow {
    init(unit: String, amount: Double) {
        self.unit = unit
        self.text = String(amount)
    }
}
