/// The app's service the meter reading screen reads from.
struct MeterService {
    var lastReading: String { "00421" }
}
