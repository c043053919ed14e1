// A Combine triplet as Kickstarter writes its settings screens, by hand: besides the streams the view binds, the
// outputs protocol has functions the view calls for an answer while it lays out its table (pull-style), each a plain
// question the view model answers from what it knows now; and an input the text view's delegate calls, which
// answers whether to take the change; an observer the feedback field sends its text into and a subject its clear
// button sends into (inputs the protocol declares as properties), and a stepper bound to a subject that starts with
// the quiet hours the screen opens with, whose label's type the outputs protocol names with a typealias; an errors group beside the outputs; and, in debug builds only, a button that
// sends a test notification and the text it sent.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

protocol NotificationSettingsViewModelInputs {
    /// Call when the user taps a row.
    func didSelectRow(cellType: SettingsCellType)
    /// Call when the user picks an email frequency.
    func didSelectEmailFrequency(frequency: EmailFrequency)
    /// Call from the text view's delegate: whether the note may become `text`.
    func noteShouldChange(to text: String, replacing range: NSRange) -> Bool
    /// The feedback field sends its text here as the user types.
    var feedbackObserver: AnySubscriber<String, Never> { get }
    /// The feedback field's clear button sends here.
    var clearFeedback: PassthroughSubject<Void, Never> { get }
    /// The quiet hours stepper sends its value here; it starts with the hours the screen opens with.
    var quietHours: CurrentValueSubject<Int, Never> { get }
    #if DEBUG
    /// Call when the tester taps "Send a test notification" (debug builds only).
    func sendTestNotificationTapped()
    #endif
}

protocol NotificationSettingsViewModelOutputs {
    /// What a label shows: its text and how loud it reads.
    typealias LabelText = (text: String, isMuted: Bool)
    /// Emits when the view should show the frequency picker.
    var showFrequencyPicker: AnyPublisher<Void, Never> { get }
    /// Emits the frequency to show beside the email row.
    var emailFrequency: AnyPublisher<EmailFrequency, Never> { get }
    /// Emits the length of each note the view asked about.
    var noteLength: AnyPublisher<Int, Never> { get }
    /// Emits how many characters of feedback the user typed.
    var feedbackLength: AnyPublisher<Int, Never> { get }
    /// Emits when the feedback field should empty.
    var feedbackCleared: AnyPublisher<Void, Never> { get }
    /// Emits the quiet hours as the stepper's label shows them.
    var quietHoursLabel: AnyPublisher<LabelText, Never> { get }
    #if DEBUG
    /// Emits the text of each test notification sent (debug builds only).
    var testNotification: AnyPublisher<String, Never> { get }
    #endif
    /// Whether the row of `cellType` can be selected.
    func shouldSelectRow(for cellType: SettingsCellType) -> Bool
    /// The frequency the user picked last, if any.
    func selectedFrequency() -> EmailFrequency?
    /// The title of the row of `cellType` in `section`.
    func title(of cellType: SettingsCellType, in section: Int) -> String
}

/// What went wrong, for the view to show.
protocol NotificationSettingsViewModelErrors {
    /// Emits a message when a frequency could not be saved.
    var saveFailed: AnyPublisher<String, Never> { get }
}

protocol NotificationSettingsViewModelType {
    var inputs: NotificationSettingsViewModelInputs { get }
    var outputs: NotificationSettingsViewModelOutputs { get }
    var errors: NotificationSettingsViewModelErrors { get }
}

final class NotificationSettingsViewModel: NotificationSettingsViewModelType, NotificationSettingsViewModelInputs,
    NotificationSettingsViewModelOutputs, NotificationSettingsViewModelErrors {
    init(defaultFrequency: EmailFrequency = .daily) {
        fatalError("the logic")
    }

    func didSelectRow(cellType: SettingsCellType) {}
    func didSelectEmailFrequency(frequency: EmailFrequency) {}
    func noteShouldChange(to text: String, replacing range: NSRange) -> Bool { fatalError("the logic") }
    #if DEBUG
    func sendTestNotificationTapped() {}
    let testNotification: AnyPublisher<String, Never>
    #endif

    let showFrequencyPicker: AnyPublisher<Void, Never>
    let emailFrequency: AnyPublisher<EmailFrequency, Never>
    let noteLength: AnyPublisher<Int, Never>
    let feedbackObserver: AnySubscriber<String, Never>
    let feedbackLength: AnyPublisher<Int, Never>
    let clearFeedback = PassthroughSubject<Void, Never>()
    let feedbackCleared: AnyPublisher<Void, Never>
    let quietHours = CurrentValueSubject<Int, Never>(8)
    let quietHoursLabel: AnyPublisher<LabelText, Never>
    let saveFailed: AnyPublisher<String, Never>

    func shouldSelectRow(for cellType: SettingsCellType) -> Bool { fatalError("the logic") }
    func selectedFrequency() -> EmailFrequency? { fatalError("the logic") }
    func title(of cellType: SettingsCellType, in section: Int) -> String { fatalError("the logic") }

    var inputs: NotificationSettingsViewModelInputs { self }
    var outputs: NotificationSettingsViewModelOutputs { self }
    var errors: NotificationSettingsViewModelErrors { self }
}
