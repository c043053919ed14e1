// The hand-written logic of the NotificationSettings fixture (Fixtures/Import/NotificationSettings): tapping the email
// row shows the frequency picker; the frequency shown starts with the default and follows the user's picks; the
// view's questions are answered from what the logic knows now (the latest pick, kept as it arrives). In debug builds,
// the test notification button sends one, naming the frequency shown.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

/// A value the logic keeps current from a stream, for the answers it gives the view.
final class Remembered<Value> {
    private(set) var value: Value
    private var subscription: AnyCancellable?

    init(_ value: Value, from stream: AnyPublisher<Value, Never>) {
        self.value = value
        subscription = stream.sink { [weak self] in self?.value = $0 }
    }
}

extension NotificationSettingsViewModelLogic {
    static func transform(_ input: Input, defaultFrequency: EmailFrequency) -> Output {
        let picked = Remembered<EmailFrequency?>(nil, from: input.didSelectEmailFrequency.map(Optional.some).eraseToAnyPublisher())
        #if DEBUG
        let testNotification = input.sendTestNotificationTapped
            .map { _ in "Test: \(picked.value ?? defaultFrequency)" }.eraseToAnyPublisher()
        #endif
        #if DEBUG
        return Output(
            showFrequencyPicker: showFrequencyPicker(input),
            emailFrequency: input.didSelectEmailFrequency.prepend(defaultFrequency).eraseToAnyPublisher(),
            noteLength: input.noteShouldChange.map { $0.text.count }.eraseToAnyPublisher(),
            feedbackLength: input.feedbackObserver.map(\.count).eraseToAnyPublisher(),
            feedbackCleared: input.clearFeedback,
            quietHoursLabel: quietHoursLabel(input),
            testNotification: testNotification,
            shouldSelectRow: { $0 != .version }, selectedFrequency: { picked.value }, title: title,
            saveFailed: saveFailed(input), noteShouldChangeAnswer: noteShouldChangeAnswer
        )
        #else
        return Output(
            showFrequencyPicker: showFrequencyPicker(input),
            emailFrequency: input.didSelectEmailFrequency.prepend(defaultFrequency).eraseToAnyPublisher(),
            noteLength: input.noteShouldChange.map { $0.text.count }.eraseToAnyPublisher(),
            feedbackLength: input.feedbackObserver.map(\.count).eraseToAnyPublisher(),
            feedbackCleared: input.clearFeedback,
            quietHoursLabel: quietHoursLabel(input),
            shouldSelectRow: { $0 != .version }, selectedFrequency: { picked.value }, title: title,
            saveFailed: saveFailed(input), noteShouldChangeAnswer: noteShouldChangeAnswer
        )
        #endif
    }

    /// The quiet hours as their label shows them: muted when there are none.
    private static func quietHoursLabel(_ input: Input) -> AnyPublisher<LabelText, Never> {
        input.quietHours.map { (text: "\($0) h", isMuted: $0 == 0) }.eraseToAnyPublisher()
    }

    private static func showFrequencyPicker(_ input: Input) -> AnyPublisher<Void, Never> {
        input.didSelectRow.filter { $0 == .emailFrequency }.map { _ in () }.eraseToAnyPublisher()
    }

    private static func title(of cellType: SettingsCellType, in section: Int) -> String {
        let name = cellType == .emailFrequency ? "Email frequency" : cellType == .projectUpdates ? "Project updates" : "Version"
        return "\(section): \(name)"
    }

    /// The server takes no more than one email a day.
    private static func saveFailed(_ input: Input) -> AnyPublisher<String, Never> {
        input.didSelectEmailFrequency.filter { $0 == .twiceADay }.map { _ in "could not save twice a day" }.eraseToAnyPublisher()
    }

    /// A note takes at most 10 characters.
    private static func noteShouldChangeAnswer(_ text: String, _ range: NSRange) -> Bool { text.count <= 10 }
}
