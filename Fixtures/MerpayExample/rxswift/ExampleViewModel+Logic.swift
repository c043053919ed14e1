// Hand-written: the logic of ExampleViewModel. vmgen never writes this file.
import RxSwift

extension ExampleViewModelLogic {
    /// Loading shows the HUD, then either reloads the data or reports the error; a tap opens the detail page.
    static func transform(_ input: Input, service: ExampleServicing) -> Output {
        let results = input.viewDidLoad
            .flatMapLatest { service.loadItems() }
            .share()
        let finished = results.map { _ in () }
        let failures = results.compactMap { result -> ServiceError? in
            if case .failure(let error) = result { return error }
            return nil
        }
        return Output(
            didReceiveServiceError: failures,
            reloadData: results.compactMap { try? $0.get() }.map { _ in () },
            showHUD: input.viewDidLoad,
            dismissHUD: finished,
            finishedLoading: finished,
            openDetail: input.tappedButton
        )
    }
}
