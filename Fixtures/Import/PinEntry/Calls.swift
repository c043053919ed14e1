// How the app uses the view model: the screen holds it by its protocol, makes the Input from its fields' streams by
// the top-level name and keeps the Output by that name too.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

final class PinEntryScreen {
    var cancellables = Set<AnyCancellable>()
    let digits = PassthroughSubject<String, Never>()
    let submitTap = PassthroughSubject<Void, Never>()
    private(set) var messages: [String] = []
    private(set) var isEnabled = false

    func bind(_ viewModel: PinEntryViewModel) {
        let input = PinEntryViewModelInput(
            digits: digits.eraseToAnyPublisher(), submitTap: submitTap.eraseToAnyPublisher())
        let output: PinEntryViewModelOutput = viewModel.transform(input: input)
        output.isSubmitEnabled.sink { [weak self] in self?.isEnabled = $0 }.store(in: &cancellables)
        output.result.sink { [weak self] in self?.messages.append($0) }.store(in: &cancellables)
    }
}

func makePinEntryScreen() -> PinEntryScreen {
    let screen = PinEntryScreen()
    screen.bind(DefaultPinEntryViewModel(verifier: PinVerifier(pin: "1234")))
    return screen
}
