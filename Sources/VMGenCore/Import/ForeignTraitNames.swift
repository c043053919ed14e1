/// RxCocoa's trait names in a file that does not import RxCocoa: an app that moved to Combine may keep them as its
/// own typealiases (`typealias Driver<T> = AnyPublisher<T, Never>`) in another file. Read with that file, the import
/// reads the alias (`AppTypeAliases`); read alone, it says why it read RxCocoa, where the first such member stands.
extension StructStyleRecognizer {
    static func foreignTraitWarnings(
        _ views: [Found], framework: Framework?, modules: Set<String>, aliases: AppTypeAliases, path: String
    ) -> [Diagnostic] {
        let rx: Set<String> = ["RxCocoa", "RxSwift", "RxRelay"]
        guard framework == .rxcocoa, !modules.isEmpty, modules.isDisjoint(with: rx),
              let imported = modules.sorted().first(where: { SpecImporter.framework(ofModule: $0) != nil }) else { return [] }
        for view in views {
            for member in view.input.members + view.output.members {
                guard let type = member.type?.trimmingSpaces, aliases.expanded(type) == type,
                      let name = ["Driver", "Signal"].first(where: { type.hasPrefix($0 + "<") }),
                      TripletRecognizer.splitTopLevel(String(type.dropFirst(name.count + 1).dropLast())).count == 1
                else { continue }
                return [Diagnostic(.warning, path: path, at: member.location,
                    "'\(member.name): \(type)' reads as RxCocoa's '\(name)', and this file imports \(imported), not RxCocoa:"
                        + " if the app declares its own '\(name)' (typealias \(name)<T> = ...), import the file that"
                        + " declares it with this one, or their folder")]
            }
        }
        return []
    }
}
