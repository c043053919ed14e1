// Hand-written: the logic of ExampleViewModel with Swift concurrency. vmgen never writes this file.

extension ExampleViewModelLogic {
    /// Loading shows the HUD, then either reloads the data or reports the error; a tap opens the detail page.
    static func transform(_ input: Input, service: ExampleServicing) -> Output {
        let didReceiveServiceError = AsyncStream.makeStream(of: ServiceError.self)
        let reloadData = AsyncStream.makeStream(of: Void.self)
        let showHUD = AsyncStream.makeStream(of: Void.self)
        let dismissHUD = AsyncStream.makeStream(of: Void.self)
        let finishedLoading = AsyncStream.makeStream(of: Void.self)
        let openDetail = AsyncStream.makeStream(of: Void.self)
        Task {
            for await _ in input.viewDidLoad {
                showHUD.continuation.yield(())
                let result = await service.loadItems()
                dismissHUD.continuation.yield(())
                switch result {
                case .success: reloadData.continuation.yield(())
                case .failure(let error): didReceiveServiceError.continuation.yield(error)
                }
                finishedLoading.continuation.yield(())
            }
        }
        Task {
            for await _ in input.tappedButton { openDetail.continuation.yield(()) }
        }
        return Output(
            didReceiveServiceError: didReceiveServiceError.stream, reloadData: reloadData.stream, showHUD: showHUD.stream,
            dismissHUD: dismissHUD.stream, finishedLoading: finishedLoading.stream, openDetail: openDetail.stream)
    }
}
