// Plays a SwiftUI-style view of the ProfileScreen fixture against its generated struct view model (Combine): the
// view reads the output object's @Published values and observes it as an ObservableObject, and binds a stream.
// Then the generated probe and fake, as a team's tests use them.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

let appear = PassthroughSubject<Void, Never>()
let editName = PassthroughSubject<String, Never>()
let save = PassthroughSubject<Void, Never>()
let users = UserStore(name: "Ann")
var cancellables = Set<AnyCancellable>()
let viewModel = ProfileScreenViewModel(users: users)
let output = viewModel.transform(
    input: .init(
        appear: appear.eraseToAnyPublisher(), editName: editName.eraseToAnyPublisher(), save: save.eraseToAnyPublisher()),
    cancellables: &cancellables)
var changes = 0
output.objectWillChange.sink { changes += 1 }.store(in: &cancellables)
var savedCount = 0
output.saved.sink { savedCount += 1 }.store(in: &cancellables)
expect(output.name, "", "the name's starting value")
expect(output.isLoading, false, "not loading")
appear.send(())
expect(output.name, "Ann", "the stored name once the screen appears")
editName.send("B")
save.send(())
expect(output.errorMessage, "A name has at least two letters", "a short name is refused")
expect(savedCount, 0, "nothing saved")
editName.send("Bo")
save.send(())
expect(output.errorMessage, nil, "the error goes once the name saves")
expect(savedCount, 1, "saved once")
expect(users.saved, ["Bo"], "the store has the edited name")
expect(changes > 0, true, "a SwiftUI view observing the object hears of the changes")

// A logic test with the generated probe: value outputs are recorded through their publishers.
let probe = ProfileScreenViewModelProbe(users: UserStore(name: "Cy"), cancellables: [])
probe.inputs.appear()
probe.inputs.editName("Dee")
probe.inputs.save()
expect(probe.name.values, ["", "Cy", "Dee"], "the starting value, the stored name, the edit")
expect(probe.errorMessage.values, [nil, nil], "no error")
expect(probe.saved.count, 1, "saved")

// A view test with the generated fake: the test sets the values the view reads.
let fake = ProfileScreenViewModelFake()
var fakeCancellables = Set<AnyCancellable>()
let shown = fake.transform(
    input: .init(appear: appear.eraseToAnyPublisher(), editName: Empty().eraseToAnyPublisher(), save: Empty().eraseToAnyPublisher()),
    cancellables: &fakeCancellables)
appear.send(())
expect(fake.calls, [.appear], "the fake records what the view sends")
fake.send(isLoading: true)
fake.send(errorMessage: "offline")
expect(shown.isLoading, true, "the view reads what the fake sends")
expect(shown.errorMessage, "offline", "the view reads what the fake sends")
finishProbeTests()
