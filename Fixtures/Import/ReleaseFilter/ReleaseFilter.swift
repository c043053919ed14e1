// An RxCocoa triplet whose input method and the output relay that holds what it was last given share a name's stem:
// 'platform(_:)' sets 'platformRelay', which the screen reads for its title. The relay vmgen would keep behind
// 'platform(_:)' takes that name too, so the input gets a stream name of its own.
import RxCocoa
import RxSwift

protocol ReleaseFilterViewModelInputs {
    /// Call when a platform is picked.
    func platform(_ platform: String)
    /// Call when the list is pulled to refresh.
    func refresh()
}

protocol ReleaseFilterViewModelOutputs {
    /// The platform picked last.
    var platformRelay: BehaviorRelay<String> { get }
    /// Emits the releases of that platform.
    var releases: Driver<[Release]> { get }
}

protocol ReleaseFilterViewModelType {
    var inputs: ReleaseFilterViewModelInputs { get }
    var outputs: ReleaseFilterViewModelOutputs { get }
}

final class ReleaseFilterViewModel: ReleaseFilterViewModelType, ReleaseFilterViewModelInputs, ReleaseFilterViewModelOutputs {
    var inputs: ReleaseFilterViewModelInputs { return self }
    var outputs: ReleaseFilterViewModelOutputs { return self }

    let platformRelay: BehaviorRelay<String>
    let releases: Driver<[Release]>

    private let refreshes = PublishSubject<Void>()

    init(store: ReleaseStore) {
        let platformRelay = BehaviorRelay<String>(value: "iOS")
        self.platformRelay = platformRelay
        releases = Observable.merge(platformRelay.asObservable().map { _ in () }, refreshes)
            .flatMapLatest { store.releases(for: platformRelay.value) }
            .asDriver(onErrorJustReturn: [])
    }

    func platform(_ platform: String) {
        platformRelay.accept(platform)
    }

    func refresh() {
        refreshes.onNext(())
    }
}
