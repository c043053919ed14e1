import RxSwift

/// The protocol such apps declare once, and every view model conforms to.
protocol ViewModelType {
    associatedtype Input
    associatedtype Output
    func transform(_ input: Input, disposeBag: DisposeBag) -> Output
}

struct BranchService {}
