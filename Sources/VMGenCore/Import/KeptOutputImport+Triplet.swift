/// A stream a hand-written triplet offers outside its protocols, over a private relay or subject its bindings send
/// into (`private let _shouldOpenStyle = PublishRelay<Style>()`, `var shouldOpenStyle: Driver<Style> {
/// _shouldOpenStyle.asDriver(onErrorJustReturn: .empty()) }`, which a coordinator reads through a protocol of its own,
/// as AI-generator and other coordinator-driven triplets write it): the output is `@kept` in the relay and `@outside`
/// the protocols (`- @kept(_shouldOpenStyle) @outside shouldOpenStyle: Style`), the relay a `properties:` line the
/// generated class keeps set to the logic's stream of that name, so the property reading it moves to an extension
/// unchanged, where it used to stay behind ("it uses '_shouldOpenStyle', which the generated class does not declare
/// for the app").
extension KeptOutputImport {
    /// The triplet's relays and subjects one of `members` (its own, outside its protocols) hands on as it is, each with
    /// its `properties:` line and output line, by the relay's name; `frameworks`: those of the view model's members.
    static func tripletOutside(
        _ members: [SwiftDeclaration], of owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]],
        frameworks: [Framework], viewModel: ImportedSpec.ViewModel
    ) -> [String: (line: String, output: String)] {
        // Of the streams its members are (where they are constants all, relays the view sends into as a triplet with
        // relay outputs writes them, `outside` takes the framework of the streams its own members hand on).
        let chosen = TripletRecognizer.framework(ofOutputs: Dictionary(frameworks.map { ($0, 1) }, uniquingKeysWith: +))
        return outside(
            of: owner, extensions: extensions, framework: chosen,
            taken: Set((viewModel.outputs + viewModel.inputs + viewModel.errors).compactMap(StructStyleOwnMembers.memberName)),
            offered: members)
    }

    /// Appends the output line of each relay of `offered` the import made a `properties:` line of, in the relays' order.
    static func appendOutside(
        _ offered: [String: (line: String, output: String)], into viewModel: inout ImportedSpec.ViewModel, at location: SourceLocation
    ) {
        for (_, (line, output)) in offered.sorted(by: { $0.key < $1.key })
        where viewModel.properties.contains(where: { $0.line == line }) {
            viewModel.outputs.append(.entry(output, docs: [], at: location, original: output))
        }
    }

    /// The framework of a stream type a member hands on: RxCocoa's `Driver<T>` and `Signal<T>`, RxSwift's
    /// `Observable<T>`, Combine's `AnyPublisher<T, Never>`; nil for another.
    static func framework(ofStream type: String?) -> Framework? {
        switch type?.trimmingSpaces.prefix(while: { $0 != "<" }) {
        case "Driver", "Signal": .rxcocoa
        case "Observable": .rxswift
        case "AnyPublisher": .combine
        default: nil
        }
    }
}
