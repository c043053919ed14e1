// The app's types the PinEntry view model uses, and the protocol its screen holds the view model by.
import Foundation

protocol PinEntryViewModel {
    func transform(input: PinEntryViewModelInput) -> PinEntryViewModelOutput
}

final class PinVerifier {
    private let pin: String

    init(pin: String) {
        self.pin = pin
    }

    func verify(_ digits: String) -> Bool {
        digits == pin
    }
}
