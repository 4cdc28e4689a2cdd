// Names no Observation type or wrapper: only the publisher's receiver chain leads here.
final class PillScreen {
    let context = PillContext()
}
