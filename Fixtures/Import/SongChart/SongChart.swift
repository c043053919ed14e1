// An RxSwift transform view model whose Input and Output make their own subjects and relays, as many apps write
// them: the view makes `Input(...)` and sends into its members, `transform` makes `Output(...)` and binds into them.
// Beside them, a stream the view hands in and a stream the logic gives, which `Output`'s own initializer takes.
import RxRelay
import RxSwift

/// Shows the week's chart, filtered as the view asks.
public final class SongChartViewModel {
    public struct Input {
        /// The screen asks for the chart.
        let fetchChart: PublishSubject<Void> = PublishSubject()
        let refreshPulled = PublishRelay<Void>()
        let selectRow: PublishSubject<Int> = .init()
        /// Only new songs; the chart starts with every song.
        let showsNewOnly: BehaviorRelay<Bool> = BehaviorRelay(value: false)
        let search: Observable<String>
    }

    public struct Output {
        /// The songs shown, none until the chart loads.
        let songs: BehaviorRelay<[Song]> = BehaviorRelay(value: [])
        let updateTime = BehaviorRelay<String>(value: "")
        let showToast: PublishSubject<String> = PublishSubject()
        let isLoading: Observable<Bool>

        /// Takes what the logic gives; the relays and the subject are the struct's own.
        init(isLoading: Observable<Bool>) {
            self.isLoading = isLoading
        }
    }

    private let chartService: ChartService
    private let disposeBag = DisposeBag()

    public init(chartService: ChartService) {
        self.chartService = chartService
    }

    public func transform(from input: Input) -> Output {
        fatalError("the logic")
    }
}
