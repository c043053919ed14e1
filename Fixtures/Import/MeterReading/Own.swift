// What the team keeps of its hand-written view model when the generated one replaces it: the nested structs the import
// says stay the class's own, moved as written into an extension of the generated class in a file of the team's own.
import RxSwift

extension MeterReadingViewModel {
    struct Input: MeterReadingViewModelInputsType {
        let viewDidAppear: AnyObserver<Void>
        let typedReading: AnyObserver<String>
    }

    struct Output: MeterReadingViewModelOutputsType {
        let isSaveEnabled: Observable<Bool>
        let lastReading: Observable<String>
    }
}
