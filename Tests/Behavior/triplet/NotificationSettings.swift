// Plays the view of the NotificationSettings fixture against its generated triplet (Combine): the view binds the
// streams and, while it lays out its table, calls the outputs' functions for answers, which follow what it sent.
// Then the generated probe and fake, as a team's tests use them. Built twice: with DEBUG, whose test notification
// button and output exist, and without, where they do not.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

let viewModel: NotificationSettingsViewModelType = NotificationSettingsViewModel(defaultFrequency: .daily)
var bag = Set<AnyCancellable>()
var pickers = 0
var shown: [EmailFrequency] = []
viewModel.outputs.showFrequencyPicker.sink { pickers += 1 }.store(in: &bag)
viewModel.outputs.emailFrequency.sink { shown.append($0) }.store(in: &bag)
var saveFailures: [String] = []
viewModel.errors.saveFailed.sink { saveFailures.append($0) }.store(in: &bag)
expect(viewModel.outputs.selectedFrequency(), nil, "nothing picked yet")
expect(viewModel.outputs.shouldSelectRow(for: .emailFrequency), true, "the email row can be selected")
expect(viewModel.outputs.shouldSelectRow(for: .version), false, "the version row cannot")
expect(viewModel.outputs.title(of: .projectUpdates, in: 1), "1: Project updates", "a row's title, by its two arguments")
viewModel.inputs.didSelectRow(cellType: .emailFrequency)
expect(pickers, 1, "tapping the email row shows the picker")
viewModel.inputs.didSelectEmailFrequency(frequency: .twiceADay)
expect(viewModel.outputs.selectedFrequency(), .twiceADay, "the answer follows what the view sent")
expect(shown, [.daily, .twiceADay], "the default, then the pick")
expect(saveFailures, ["could not save twice a day"], "the error, through the errors group")
var lengths: [Int] = []
viewModel.outputs.noteLength.sink { lengths.append($0) }.store(in: &bag)
expect(viewModel.inputs.noteShouldChange(to: "short", replacing: NSRange(location: 0, length: 0)), true, "a short note")
expect(viewModel.inputs.noteShouldChange(to: "far too long a note", replacing: NSRange()), false, "a long note")
expect(lengths, [5, 19], "the input's stream carries what was asked, as any input's")

// A logic test with the generated probe: streams recorded, questions asked of its view model.
let probe = NotificationSettingsViewModelProbe(defaultFrequency: .twiceADay)
probe.inputs.didSelectEmailFrequency(frequency: .daily)
expect(probe.emailFrequency.values, [.twiceADay, .daily], "the default, then the pick")
expect(probe.viewModel.outputs.selectedFrequency(), .daily, "asked of the probe's view model")
probe.inputs.didSelectEmailFrequency(frequency: .twiceADay)
expect(probe.saveFailed.values, ["could not save twice a day"], "the probe records the errors too")

// A view test with the generated fake: it answers as the test says, and records what the view sends.
let fake = NotificationSettingsViewModelFake(
    shouldSelectRow: { _ in true }, selectedFrequency: { nil }, title: { _, _ in "" }, noteShouldChangeAnswer: { _, _ in false })
let view: NotificationSettingsViewModelType = fake
expect(view.outputs.shouldSelectRow(for: .version), true, "the fake's answer")
expect(view.outputs.selectedFrequency(), nil, "the fake's first answer")
fake.send(selectedFrequency: { .daily })
expect(view.outputs.selectedFrequency(), .daily, "the answer the test sent")
view.inputs.didSelectRow(cellType: .version)
if case .didSelectRow(.version)? = fake.calls.first {} else { expect("\(fake.calls)", "[didSelectRow(version)]", "the call") }
expect(view.inputs.noteShouldChange(to: "a", replacing: NSRange()), false, "the fake's answer to an input")
fake.send(noteShouldChangeAnswer: { text, _ in text == "a" })
expect(view.inputs.noteShouldChange(to: "a", replacing: NSRange()), true, "the answer the test sent")
expect(fake.calls.count, 3, "the fake records the answering input's calls too")
var fakeFailures: [String] = []
view.errors.saveFailed.sink { fakeFailures.append($0) }.store(in: &bag)
fake.send(saveFailed: "offline")
expect(fakeFailures, ["offline"], "the view sees the error the fake sends")
// An input the view sends into an observer of (`@observer`): the view model's, the probe's and the fake's.
var feedbackLengths: [Int] = []
viewModel.outputs.feedbackLength.sink { feedbackLengths.append($0) }.store(in: &bag)
_ = viewModel.inputs.feedbackObserver.receive("Nice")
_ = viewModel.inputs.feedbackObserver.receive("Nice app")
expect(feedbackLengths, [4, 8], "the observer feeds the logic's stream")
_ = probe.inputs.feedbackObserver.receive("ok")
expect(probe.feedbackLength.values, [2], "the probe's view model takes the observer's values")
_ = view.inputs.feedbackObserver.receive("from the view")
if case .feedbackObserver("from the view")? = fake.calls.last {} else {
    expect("\(fake.calls)", "[..., feedbackObserver(\"from the view\")]", "the fake records what the view sent its observer")
}
// An input the view sends into a subject of (`@subject`), in the triplet.
var clears = 0
viewModel.outputs.feedbackCleared.sink { clears += 1 }.store(in: &bag)
viewModel.inputs.clearFeedback.send(())
expect(clears, 1, "the subject feeds the logic's stream")
view.inputs.clearFeedback.send(())
if case .clearFeedback? = fake.calls.last {} else { expect("\(fake.calls)", "[..., clearFeedback]", "the fake records it") }
// An input the view sends into a subject that starts with a value (`= 8`, a `CurrentValueSubject`).
var quietLabels: [String] = []
viewModel.outputs.quietHoursLabel.sink { quietLabels.append($0.text + ($0.isMuted ? " (muted)" : "")) }.store(in: &bag)
expect(viewModel.inputs.quietHours.value, 8, "the subject starts with the spec's value")
viewModel.inputs.quietHours.send(10)
viewModel.inputs.quietHours.send(0)
expect(quietLabels, ["8 h", "10 h", "0 h (muted)"], "the logic's stream carries the starting value, then what the view sent")
expect(probe.quietHoursLabel.values.map(\.text), ["8 h"], "the probe records the starting value's output")
let callsBefore = fake.calls.count
expect(view.inputs.quietHours.value, 8, "the fake's subject starts with the value too")
view.inputs.quietHours.send(6)
expect(fake.calls.count, callsBefore + 1, "the fake records what the view sent, not the starting value")
if case .quietHours(6)? = fake.calls.last {} else { expect("\(fake.calls)", "[..., quietHours(6)]", "the fake records it") }

#if DEBUG
// The debug-only members (`@if(DEBUG)`): the view model, its probe and its fake have them in this build.
var notifications: [String] = []
viewModel.outputs.testNotification.sink { notifications.append($0) }.store(in: &bag)
viewModel.inputs.sendTestNotificationTapped()
expect(notifications, ["Test: twiceADay"], "the debug button sends a test notification")
probe.inputs.sendTestNotificationTapped()
expect(probe.testNotification.values, ["Test: twiceADay"], "the probe records the debug output")
view.inputs.sendTestNotificationTapped()
if case .sendTestNotificationTapped? = fake.calls.last {} else { expect("\(fake.calls)", "[..., sendTestNotificationTapped]", "the call") }
var fakeNotifications: [String] = []
view.outputs.testNotification.sink { fakeNotifications.append($0) }.store(in: &bag)
fake.send(testNotification: "from the test")
expect(fakeNotifications, ["from the test"], "the fake shows the debug output")
print("debug build: the debug members run")
#else
print("release build: no debug members")
#endif
finishProbeTests()
