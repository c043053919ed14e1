// An RxSwift triplet whose class keeps its groups in structs of its own: `input` and `output` are typed as the
// triplet's protocols and set in the initializer to a nested `Input` and `Output` made of its private subjects, as some
// teams write it to keep the subjects out of the view's reach. Call sites reach the groups through the type protocol;
// the nested structs are the class's own, which move as written to an extension of the generated class.
import RxSwift

protocol MeterReadingViewModelInputsType {
    /// Sends when the screen appears.
    var viewDidAppear: AnyObserver<Void> { get }
    /// Sends each reading the user types.
    var typedReading: AnyObserver<String> { get }
}

protocol MeterReadingViewModelOutputsType {
    /// Emits whether the reading typed can be saved.
    var isSaveEnabled: Observable<Bool> { get }
    /// Emits the last reading saved, to show above the field.
    var lastReading: Observable<String> { get }
}

protocol MeterReadingViewModelType {
    var input: MeterReadingViewModelInputsType { get }
    var output: MeterReadingViewModelOutputsType { get }
}

final class MeterReadingViewModel: MeterReadingViewModelType {
    let input: MeterReadingViewModelInputsType
    let output: MeterReadingViewModelOutputsType

    private let meterService: MeterService
    private let viewDidAppear = PublishSubject<Void>()
    private let typedReading = PublishSubject<String>()

    init(meterService: MeterService) {
        self.meterService = meterService
        input = Input(viewDidAppear: viewDidAppear.asObserver(),
                      typedReading: typedReading.asObserver())
        output = Output(isSaveEnabled: typedReading.map { !$0.isEmpty },
                        lastReading: viewDidAppear.map { meterService.lastReading })
    }
}

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
