// Hand-written: the logic of ExampleViewModel. vmgen never writes this file.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

extension ExampleViewModelLogic {
    /// Loading shows the HUD, then either reloads the data or reports the error; a tap opens the detail page.
    static func transform(_ input: Input, service: ExampleServicing) -> Output {
        // One chain per load: nil when it starts (show the HUD), then its result (dismiss it), so the HUD is shown
        // before it is dismissed whatever order the outputs were subscribed in.
        let loads = input.viewDidLoad
            .map { _ in service.loadItems().map(Optional.some).prepend(nil) }
            .switchToLatest()
            .share()
        let results = loads.compactMap { $0 }
        let finished = results.map { _ in () }.eraseToAnyPublisher()
        return Output(
            didReceiveServiceError: results
                .compactMap { result -> ServiceError? in
                    if case .failure(let error) = result { return error }
                    return nil
                }
                .eraseToAnyPublisher(),
            reloadData: results.compactMap { try? $0.get() }.map { _ in () }.eraseToAnyPublisher(),
            showHUD: loads.filter { $0 == nil }.map { _ in () }.eraseToAnyPublisher(),
            dismissHUD: finished,
            finishedLoading: finished,
            openDetail: input.tappedButton
        )
    }
}
