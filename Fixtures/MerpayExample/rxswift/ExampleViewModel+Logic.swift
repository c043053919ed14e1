// Hand-written: the logic of ExampleViewModel. vmgen never writes this file.
import RxSwift

extension ExampleViewModelLogic {
    /// Loading shows the HUD, then either reloads the data or reports the error; a tap opens the detail page.
    static func transform(_ input: Input, service: ExampleServicing) -> Output {
        // One chain per load: nil when it starts (show the HUD), then its result (dismiss it), so the HUD is shown
        // before it is dismissed whatever order the outputs were subscribed in.
        let loads = input.viewDidLoad
            .flatMapLatest { service.loadItems().map(Optional.some).startWith(nil) }
            .share()
        let results = loads.compactMap { $0 }
        let finished = results.map { _ in () }
        let failures = results.compactMap { result -> ServiceError? in
            if case .failure(let error) = result { return error }
            return nil
        }
        return Output(
            didReceiveServiceError: failures,
            reloadData: results.compactMap { try? $0.get() }.map { _ in () },
            showHUD: loads.filter { $0 == nil }.map { _ in () },
            dismissHUD: finished,
            finishedLoading: finished,
            openDetail: input.tappedButton
        )
    }
}
