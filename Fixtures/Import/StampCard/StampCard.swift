// A Combine view model of the subject-bridged style as a coffee app's stamp card screen writes it, its view models
// sharing a base class (`BaseViewModel`, in the app's other file), whose initializer calls `bind()`: the class
// overrides it to set up its bindings, sending what the view sends into `input` to the subjects of `output`, with a
// private helper that logs the redemption.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The stamps the customer collected, and the free drink they are worth.
final class StampCardViewModel: BaseViewModel {
    struct Input {
        let viewDidLoad = PassthroughSubject<Void, Never>()
        let didTapRedeem = PassthroughSubject<Void, Never>()
    }

    struct Output {
        let stamps: CurrentValueSubject<Int, Never>
        let route = PassthroughSubject<StampRoute, Never>()
    }

    let input = Input()
    let output: Output
    private let stampService: StampService

    init(stampService: StampService) {
        self.output = Output(stamps: .init(0))
        self.stampService = stampService
        super.init()
    }

    override func bind() {
        input.viewDidLoad
            .map { [stampService] in stampService.stampCount() }
            .sink { [weak self] count in self?.output.stamps.send(count) }
            .store(in: &cancellables)

        input.didTapRedeem
            .sink { [weak self] in
                guard let self else { return }
                self.logRedemption()
                self.output.route.send(.freeDrink(stamps: self.output.stamps.value))
            }
            .store(in: &cancellables)
    }

    private func logRedemption() {
        stampService.log("redeem")
    }
}
