// A card's PIN screen, as the app writes each screen: the transform's two structs beside the class at the top level
// of its file, named after the screen, and the class behind the screen's protocol, which another file declares.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

struct PinEntryViewModelInput {
    let digits: AnyPublisher<String, Never>
    let submitTap: AnyPublisher<Void, Never>
}

struct PinEntryViewModelOutput {
    let isSubmitEnabled: AnyPublisher<Bool, Never>
    let result: AnyPublisher<String, Never>
}

final class DefaultPinEntryViewModel: PinEntryViewModel {
    private let verifier: PinVerifier

    init(verifier: PinVerifier) {
        self.verifier = verifier
    }

    func transform(input: PinEntryViewModelInput) -> PinEntryViewModelOutput {
        let isSubmitEnabled = input.digits
            .map { $0.count == 4 }
            .eraseToAnyPublisher()
        let result = input.digits
            .map { digits in input.submitTap.map { digits } }
            .switchToLatest()
            .map { [verifier] digits in verifier.verify(digits) ? "Unlocked" : "Wrong PIN" }
            .eraseToAnyPublisher()
        return PinEntryViewModelOutput(isSubmitEnabled: isSubmitEnabled, result: result)
    }
}
