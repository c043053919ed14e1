// Every RxSwift and RxRelay API the stand-ins declare, used as the fixtures' logic and the generated code use them.
// Compiled against the stand-ins always, and against the real RxSwift where it can be built (StandInDriftTests).
import RxRelay
import RxSwift

func rxSwiftUses(scheduler: SchedulerType) {
    let bag = DisposeBag()
    let publish = PublishRelay<Int>()
    let replay = ReplayRelay<Int>.create(bufferSize: 1)
    let behavior = BehaviorRelay<Int>(value: 0)
    let subject = PublishSubject<Int>()
    let replaySubject = ReplaySubject<Int>.create(bufferSize: 1)
    let behaviorSubject = BehaviorSubject<Int>(value: 0)
    let cancelable: Cancelable = behaviorSubject
    let immediate: ImmediateSchedulerType = scheduler
    _ = (cancelable, immediate)
    publish.accept(1)
    replay.accept(2)
    behavior.accept(behavior.value + 1)
    subject.onNext(3)
    replaySubject.onNext(4)
    let observer: AnyObserver<Int> = subject.asObserver()
    observer.onNext(5)
    let recording = AnyObserver<Int>(eventHandler: { event in if case .next(let value) = event { _ = value } })
    recording.onNext(6)
    let numbers = publish.asObservable()
    numbers.subscribe(onNext: { _ in }).disposed(by: bag)
    _ = numbers.map { $0 + 1 }.filter { $0 > 0 }.compactMap { Optional($0) }.startWith(0).share()
    _ = numbers.share(replay: 1, scope: .whileConnected)
    _ = numbers.withLatestFrom(replay.asObservable())
    _ = numbers.flatMapLatest { value in Observable.just(value).map(Optional.some).startWith(nil) }
    _ = Observable.merge(numbers, replaySubject.asObservable())
    _ = Observable.combineLatest(numbers, behavior.asObservable())
    _ = Observable<Int>.empty()
    _ = Observable<Int>.never()
}
