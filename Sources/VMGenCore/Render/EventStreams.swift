/// How a framework spells the streams of the one-stream event transform (`transform(with:)` over `enum Input` and
/// `enum Output`): what `EventTransformRenderer` and the probe and fake of `EventTestSupport` write differently per
/// framework. Each dialect whose framework has such streams conforms in its own file; closures and async have none
/// (the validator refuses the shape there), so their `eventStreams` is nil.
protocol EventStreams {
    /// The view's one stream of events, shared once where streams are cold (`input.share()`), so that the view's
    /// events reach every case's stream.
    func sharedEvents(_ stream: String) -> String

    /// Appended to each case's stream so that the merge takes them as one type (Combine's `.eraseToAnyPublisher()`).
    var eventCaseErasure: String { get }

    /// `return` the `streams` merged into one stream of cases; an empty stream where there are none.
    func writeEventMerge(_ streams: [String], _ writer: inout SwiftWriter)

    /// A fake's output (what the view sees) as a stream the merge takes (RxCocoa's traits as `Observable`s).
    func mergeableViewStream(_ stream: String) -> String

    /// The probe's subscription to the view model's stream of cases, `output`: each case through `values` (a
    /// closure) into `record(_:)`, the stream's end into what `writeEventProbeEnd` declares.
    func writeEventProbeSubscription(values: String, _ writer: inout SwiftWriter)

    /// The probe's private methods that take the end of the stream of cases (of `outputType`) to every recorder, each
    /// with the element its output records.
    func writeEventProbeEnd(outputType: String, recorders: [(recorder: String, element: String)], _ writer: inout SwiftWriter)
}

extension FrameworkDialect {
    /// How this framework spells the one-stream event transform, or nil where it has none.
    var eventStreams: EventStreams? { self as? EventStreams }
}
