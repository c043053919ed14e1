/// A triplet whose outputs mix RxSwift's `Observable` with RxCocoa's traits (`var items: Driver<[Section]> { get }`
/// for the screen beside `var detailRequest: Observable<Memory> { get }` for the coordinator, as apps that drive their
/// views and let a coordinator subscribe write them): the view model is RxCocoa's whichever kind is more frequent, and
/// each `Observable` is `@observable`, so the generated outputs protocol keeps it an `Observable`, as the transform and
/// subject styles read it.
extension TripletRecognizer {
    /// The framework of a file whose outputs use these frameworks (`counts`, uses per framework): RxCocoa where they
    /// are RxSwift's and RxCocoa's and nothing else, else the most frequent.
    static func framework(ofOutputs counts: [Framework: Int]) -> Framework? {
        if Set(counts.keys) == [.rxswift, .rxcocoa] { return .rxcocoa }
        return counts.max { ($0.value, $1.key.name) < ($1.value, $0.key.name) }?.key
    }

    /// An RxSwift output of a view model read as RxCocoa's, said `@observable`; nil for any other (an output of
    /// another framework, or one whose line carries an attribute already), which stays left out with a warning.
    static func observableAmongTraits(
        _ output: ImportedSpec.Member, framework: Framework, chosen: Framework
    ) -> ImportedSpec.Member? {
        guard framework == .rxswift, chosen == .rxcocoa, !output.line.hasPrefix("@") else { return nil }
        var observable = output
        observable.line = "@observable " + output.line
        return observable
    }
}
