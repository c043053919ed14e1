// Every ReactiveSwift API the stand-in declares, used as the fixtures' logic and the generated code use it. Compiled
// against the stand-in always, and against the real ReactiveSwift where it can be built (StandInDriftTests): a
// stand-in that drifts from the real signatures fails one of the two.
import ReactiveSwift

struct Failure: Error {}

func reactiveSwiftUses() {
    let (signal, observer) = Signal<Int, Never>.pipe()
    let (failing, _) = Signal<Int, Failure>.pipe()
    let (taps, _) = Signal<(), Never>.pipe()
    let property = MutableProperty<Int?>(nil)
    let producer = SignalProducer<Int, Never>(value: 1)
    observer.send(value: 1)
    property.value = 2
    signal.observeValues { _ in }
    signal.observe { _ in }
    producer.startWithValues { _ in }
    producer.start { _ in }
    let subscriptions = CompositeDisposable()
    subscriptions += signal.observeValues { _ in }
    subscriptions += producer.startWithValues { _ in }
    subscriptions.add(nil)
    subscriptions.dispose()
    let scoped = ScopedDisposable(CompositeDisposable())
    scoped += signal.observeValues { _ in }
    scoped.dispose()
    _ = failing.withLatest(from: signal)
    _ = failing.withLatest(from: producer)
    _ = failing.sample(with: signal)
    _ = failing.sample(on: taps)
    _ = signal.map { $0 + 1 }.filter { $0 > 0 }.compactMap { Optional($0) }.skipRepeats()
    _ = property.signal.skipNil()
    _ = signal.flatMap(.latest) { value in producer.map { $0 + value }.prefix(value: 0) }
    _ = Signal.merge(signal, signal.map { $0 * 2 })
    _ = Signal.combineLatest(signal, property.signal.skipNil())
    _ = Signal<Int, Never>.Observer(value: { _ in })
    _ = SignalProducer<Int, Never>.empty
    _ = SignalProducer<Int, Never>.never
    // An action the logic makes and the view applies (`- @constant search: Action<String, String, Never>` under inputs).
    let search = Action<String, String, Never> { SignalProducer(value: $0) }
    let refresh = Action<Void, Int, Never> { producer }
    search.values.observeValues { _ in }
    _ = search.isExecuting.value
    _ = search.isEnabled.producer
    search.apply("swift").start()
    refresh.apply().start()
    _ = Property(value: true).signal
    // A value output with a starting value, as the view model keeps it and a view or a probe observes it.
    let enabled = Property(initial: false, then: signal.map { $0 > 0 })
    subscriptions += enabled.producer.startWithValues { _ in }
    _ = Property(initial: 0, then: producer).value
    _ = Property(initial: 0, then: producer.map { $0 }.producer)
    let shown = MutableProperty(false)
    shown.value = true
    _ = Property(capturing: shown).producer
    subscriptions += signal.producer.startWithValues { _ in }
}
