import RxSwift

/// The protocol the app declares once, its method named `convert`, and every view model conforms to.
protocol ViewModel {
    associatedtype Input
    associatedtype Output
    func convert(input: Input, disposeBag: DisposeBag) -> Output
}

struct ParcelService {}
