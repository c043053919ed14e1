/// The starting value a type has naturally, beyond the literals `emptyValue` reads from its sugar (`[T]`, `T?`):
/// its generic spelling (`Set<String>` and `Array<Int>` start `[]`, `Dictionary<String, Int>` `[:]`, `Optional<Date>`
/// `nil`), and the standard library's and Foundation's numbers of every width (`Int32`, `UInt8`, `TimeInterval`,
/// `Decimal` start `0`). A type none of these is (`Alarm`, `Date`) has no natural one: nil.
extension StructStyleRecognizer {
    static func naturalStartingValue(of type: String) -> String? {
        let written = type.trimmingSpaces
        let type = written.hasPrefix("Swift.") ? String(written.dropFirst("Swift.".count)) : written
        guard let open = type.firstIndex(of: "<"), type.hasSuffix(">") else { return numbers.contains(type) ? "0" : nil }
        let arguments = TripletRecognizer.splitTopLevel(String(type[type.index(after: open)...].dropLast()))
        switch (String(type[..<open]), arguments.count) {
        case ("Set", 1), ("Array", 1), ("ContiguousArray", 1): return "[]"
        case ("Dictionary", 2): return "[:]"
        case ("Optional", 1): return "nil"
        default: return nil
        }
    }

    /// The numbers whose literal `0` is their natural start.
    private static let numbers: Set<String> = [
        "Int8", "Int16", "Int32", "UInt8", "UInt16", "UInt32", "UInt64", "Float32", "Float64", "TimeInterval", "Decimal",
    ]
}

/// The value a view starts a relay of a Foundation type with that it makes and hands in, which has no empty value but
/// one made without arguments (`let selectedDate = BehaviorRelay<Date>(value: Date())`, now): `Date()`, `UUID()`,
/// `Data()`, for the value test support starts its own with; nil for another type (`Alarm`), whose value is the app's.
extension StructStyleRecognizer {
    static func argumentlessValue(of type: String) -> String? {
        let written = type.trimmingSpaces
        let type = written.hasPrefix("Foundation.") ? String(written.dropFirst("Foundation.".count)) : written
        return ["Date", "UUID", "Data"].contains(type) ? written + "()" : nil
    }
}
