#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

// MARK: - VaultUnlockViewModel

final class VaultUnlockViewModel: SceneViewModel<
    VaultUnlockStep,
    VaultUnlockViewModel.InputFromView,
    VaultUnlockViewModel.Output
> {
    private let service: VaultService

    init(service: VaultService) {
        self.service = service
    }

    override func transform(input: Input) -> VaultUnlockViewModel.Output {
        let unlocked = input.fromView.code
            .filter { $0.count == 6 }
            .map { [service] code in service.unlock(with: code) }
            .share()

        [
            input.fromController.closeTapped
                .sink { [navigator] in navigator.next(.cancel) },
            unlocked.filter { $0 }
                .sink { [navigator] (_: Bool) in navigator.next(.unlocked) },
        ].forEach { $0.store(in: &cancellables) }

        return Output(
            isUnlockEnabled: input.fromView.code.map { $0.count == 6 }.eraseToAnyPublisher(),
            showsError: unlocked.map { !$0 }.eraseToAnyPublisher()
        )
    }
}

extension VaultUnlockViewModel {
    struct InputFromView {
        /// The code typed so far.
        let code: AnyPublisher<String, Never>
        let unlockTapped: AnyPublisher<Void, Never>
    }

    struct Output {
        let isUnlockEnabled: AnyPublisher<Bool, Never>
        /// Whether the last code tried was wrong.
        let showsError: AnyPublisher<Bool, Never>
    }
}
