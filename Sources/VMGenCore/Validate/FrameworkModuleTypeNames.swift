/// The public top-level types of the modules each framework's generated files import: like the standard library's,
/// each would hide a protocol's typealias of its name in the class that conforms (Swift finds a top-level type
/// first). Combine's as OpenCombine declares them (`ReservedTypeNameTests` reads them from its symbol graph);
/// RxSwift's, RxRelay's and RxCocoa's from RxSwift 6 (ReactiveX/RxSwift 5abdfe46), ReactiveSwift's from 7.2.1, each
/// `public` or `open` type at the top level of its sources (`ReservedTypeNameTests` checks the stand-ins' against them).
enum FrameworkModuleTypeNames {
    static func names(for framework: Framework) -> Set<String> {
        switch framework {
        case .rxswift: return rxSwift
        case .rxcocoa: return rxSwift.union(rxCocoa)
        case .reactiveswift: return reactiveSwift
        case .combine: return combine
        case .closures, .async: return []
        }
    }

    static let combine: Set<String> = [
        "AnyCancellable", "AnyPublisher", "AnySubscriber", "AsyncPublisher", "AsyncThrowingPublisher", "Cancellable",
        "CombineIdentifier", "ConnectablePublisher", "CurrentValueSubject", "CustomCombineIdentifierConvertible",
        "Deferred", "Empty", "Fail", "Future", "ImmediateScheduler", "Just", "ObservableObject",
        "ObservableObjectPublisher", "PassthroughSubject", "Published", "Publisher", "Publishers", "Record", "Scheduler",
        "SchedulerTimeIntervalConvertible", "Subject", "Subscriber", "Subscribers", "Subscription", "Subscriptions",
        "TopLevelDecoder", "TopLevelEncoder",
    ]

    /// RxSwift's and RxRelay's.
    static let rxSwift: Set<String> = [
        "AnyObserver", "AsyncSubject", "BehaviorRelay", "BehaviorSubject", "Binder", "BooleanDisposable",
        "Cancelable", "Completable", "CompletableEvent", "CompletableTrait", "CompositeDisposable",
        "ConcurrentDispatchQueueScheduler", "ConcurrentMainScheduler", "ConnectableObservable",
        "ConnectableObservableType", "CurrentThreadScheduler", "DataDecoder", "Disposable", "Disposables",
        "DisposeBag", "DisposeBase", "Event", "EventConvertible", "GroupedObservable", "HistoricalScheduler",
        "HistoricalSchedulerTimeConverter", "Hooks", "ImmediateSchedulerType", "Infallible", "InfallibleEvent",
        "InfallibleType", "MainScheduler", "Maybe", "MaybeEvent", "MaybeTrait", "Observable",
        "ObservableConvertibleType", "ObservableType", "ObserverType", "OperationQueueScheduler", "PrimitiveSequence",
        "PrimitiveSequenceType", "PublishRelay", "PublishSubject", "Reactive", "ReactiveCompatible",
        "RefCountDisposable", "ReplayRelay", "ReplaySubject", "Resources", "RxAbstractInteger", "RxError",
        "RxObservable", "RxTime", "RxTimeInterval", "ScheduledDisposable", "SchedulerType",
        "SerialDispatchQueueScheduler", "SerialDisposable", "Single", "SingleAssignmentDisposable", "SingleEvent",
        "SingleTrait", "SubjectLifetimeScope", "SubjectType", "TakeBehavior", "VirtualTimeComparison",
        "VirtualTimeConverterType", "VirtualTimeScheduler",
    ]

    static let rxCocoa: Set<String> = [
        "ControlEvent", "ControlEventType", "ControlProperty", "ControlPropertyType", "DelegateProxy",
        "DelegateProxyType", "DidEndDisplayingCellEvent", "Driver", "DriverSharingStrategy", "HasDataSource",
        "HasDelegate", "HasPrefetchDataSource", "ItemMovedEvent", "KVORepresentable", "KeyValueObservingOptions",
        "RxCocoaError", "RxCocoaInterceptionMechanism", "RxCocoaObjCRuntimeError", "RxCocoaURLError",
        "RxCollectionViewDataSourcePrefetchingProxy", "RxCollectionViewDataSourceProxy",
        "RxCollectionViewDataSourceType", "RxCollectionViewDelegateProxy", "RxNavigationControllerDelegateProxy",
        "RxPickerViewDataSourceProxy", "RxPickerViewDataSourceType", "RxPickerViewDelegateProxy",
        "RxScrollViewDelegateProxy", "RxSearchBarDelegateProxy", "RxSearchControllerDelegateProxy",
        "RxTabBarControllerDelegateProxy", "RxTabBarDelegateProxy", "RxTableViewDataSourcePrefetchingProxy",
        "RxTableViewDataSourceProxy", "RxTableViewDataSourceType", "RxTableViewDelegateProxy",
        "RxTextFieldDelegateProxy", "RxTextStorageDelegateProxy", "RxTextViewDelegateProxy",
        "RxWKNavigationDelegateProxy", "SectionedViewDataSourceType", "SharedSequence",
        "SharedSequenceConvertibleType", "SharingScheduler", "SharingStrategyProtocol", "Signal",
        "SignalSharingStrategy", "TextInput", "WillDisplayCellEvent",
    ]

    static let reactiveSwift: Set<String> = [
        "Action", "ActionError", "AnyDisposable", "Atomic", "Bag", "BindingSource", "BindingTarget",
        "BindingTargetProvider", "ComposableMutablePropertyProtocol", "CompositeDisposable", "DateScheduler",
        "Disposable", "EventLogger", "EventProtocol", "FlattenStrategy", "ImmediateScheduler", "Lifetime",
        "LoggingEvent", "MutableProperty", "MutablePropertyProtocol", "Observer", "OptionalProtocol", "Property",
        "PropertyProtocol", "QueueScheduler", "Reactive", "ReactiveExtensionsProvider", "Scheduler",
        "ScopedDisposable", "SerialDisposable", "Signal", "SignalProducer", "SignalProducerConvertible",
        "SignalProducerProtocol", "SignalProtocol", "Termination", "TestScheduler", "UIScheduler",
        "ValidatingProperty",
    ]
}
