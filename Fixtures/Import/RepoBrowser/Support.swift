import RxSwift

/// The base class such apps give every view model.
class BaseViewModel {
    init() {}
}

/// The protocol such apps declare once, and every view model conforms to.
protocol ViewModelType {
    associatedtype Input
    associatedtype Output
    func transform(_ input: Input, disposeBag: DisposeBag) -> Output
}

struct Repo: Equatable {
    var name: String
}

struct RepoUseCase {}
