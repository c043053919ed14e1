// The hand-written logic of the PinEntry fixture's view model: the submit button is enabled at four digits, and each
// tap checks the digits typed so far.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

extension DefaultPinEntryViewModelLogic {
    static func transform(_ input: Input, verifier: PinVerifier) -> Output {
        let isSubmitEnabled = input.digits
            .map { $0.count == 4 }
            .eraseToAnyPublisher()
        let result = input.digits
            .map { digits in input.submitTap.map { digits } }
            .switchToLatest()
            .map { digits in verifier.verify(digits) ? "Unlocked" : "Wrong PIN" }
            .eraseToAnyPublisher()
        return Output(isSubmitEnabled: isSubmitEnabled, result: result)
    }
}
