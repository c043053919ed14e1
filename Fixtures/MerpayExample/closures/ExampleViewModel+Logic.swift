// Hand-written: the logic of ExampleViewModel. vmgen never writes this file.

extension ExampleViewModelLogic {
    /// Loading shows the HUD, then either reloads the data or reports the error; a tap opens the detail page.
    static func handle(_ output: Output, service: ExampleServicing) -> Input {
        Input(
            viewDidLoad: {
                output.showHUD()
                service.loadItems { result in
                    output.dismissHUD()
                    switch result {
                    case .success: output.reloadData()
                    case .failure(let error): output.didReceiveServiceError(error)
                    }
                    output.finishedLoading()
                }
            },
            tappedButton: { output.openDetail() }
        )
    }
}
