// What a view does with an RxSwift view model: subscribes to outputs and feeds inputs.
import RxSwift

/// What the view saw, in order.
var transcript: [String] = []
private let disposeBag = DisposeBag()

/// Subscribes to an output as a view would, writing each value to the transcript.
func record<Value>(_ name: String, _ observable: Observable<Value>, as describe: @escaping (Value) -> String = { "\($0)" }) {
    observable.subscribe(onNext: { transcript.append("\(name): \(describe($0))") }).disposed(by: disposeBag)
}

/// A stream the view feeds that replays its latest value, as a text field's does.
final class Field<Value> {
    private let subject = ReplaySubject<Value>.create(bufferSize: 1)
    var stream: Observable<Value> { subject.asObservable() }
    func send(_ value: Value) { subject.onNext(value) }
}

/// A stream of events the view feeds, as a button's taps.
final class Events<Value> {
    private let subject = PublishSubject<Value>()
    var stream: Observable<Value> { subject.asObservable() }
    func send(_ value: Value) { subject.onNext(value) }
}

/// Sends a value into an input observer of the subject style.
func feed<Value>(_ observer: AnyObserver<Value>, _ value: Value) {
    observer.onNext(value)
}

/// What runs after each input: a SwiftUI screen renders (`Tests/Behavior/observable`).
@MainActor var afterEachStep: () -> Void = {}

/// Sends one input as the view does; this framework delivers at once, so there is nothing to wait for.
@MainActor func step(_ send: () -> Void) async {
    send()
    afterEachStep()
}

@MainActor func finish() async {
    print(transcript.joined(separator: "\n"))
}

/// A stream of the framework, for hand-written views' signatures.
typealias Stream<Value> = Observable<Value>

/// What a view binds for a value output with a starting value: the same stream here.
typealias State<Value> = Stream<Value>

/// Binds an output to what a hand-written view shows.
func bind<Value>(_ stream: Stream<Value>, _ show: @escaping (Value) -> Void) {
    stream.subscribe(onNext: show).disposed(by: disposeBag)
}
