// Plays the screen of the CafeteriaMenu fixture against its generated one-stream event transform (Combine): it sends
// `Input` cases and matches the `Output` cases whose one value is a tuple as the hand-written view model sent them.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The network: a week of two days, the second's one meal sold out; or an error.
struct CannedWeek: FetchWeekUseCase {
    var fails = false
    func execute() -> AnyPublisher<[DayMenu], MenuError> {
        fails ? Fail(error: MenuError(message: "Offline")).eraseToAnyPublisher()
            : Just([DayMenu(day: "Mon", meals: [Meal(name: "Bibimbap", isSoldOut: false)]),
                    DayMenu(day: "Tue", meals: [Meal(name: "Udon", isSoldOut: true)])])
                .setFailureType(to: MenuError.self).eraseToAnyPublisher()
    }
}

let events = PassthroughSubject<CafeteriaMenuViewModel.Input, Never>()
var subscriptions = Set<AnyCancellable>()
var shown: [String] = []
let viewModel = CafeteriaMenuViewModel(fetchWeekUseCase: CannedWeek())
viewModel.transform(input: events.eraseToAnyPublisher()).sink { output in
    switch output {
    case let .showWeek((days, meals)): shown.append("\(days.joined(separator: ",")) \(meals.joined().map(\.name).joined(separator: ","))")
    case let .showFilterSheet((soldOut, photos)): shown.append("sheet \(soldOut) \(photos)")
    case let .applyFilter(filter): shown.append("filter \(filter.soldOut) \(filter.photos)")
    case let .showError(message): shown.append("error \(message)")
    case .favoritesSaved(()): shown.append("saved")
    }
}.store(in: &subscriptions)

events.send(.viewDidLoad)
events.send(.filterButtonTapped)
events.send(.changeFilter(soldOut: true, photos: false))
events.send(.filterButtonTapped)
events.send(.saveFavorites)
expect(shown, ["Mon,Tue Bibimbap,Udon", "sheet false true", "filter true false", "sheet true false", "saved"],
       "each tuple comes back as the one value of its case, matched by its elements or whole")

var pairs: [(Bool, Bool)] = []
let taps = PassthroughSubject<CafeteriaMenuViewModel.Input, Never>()
viewModel.transform(input: taps.eraseToAnyPublisher()).sink { output in
    if case let .showFilterSheet(pair) = output { pairs.append(pair) }
}.store(in: &subscriptions)
taps.send(.filterButtonTapped)
expect(pairs.map { "\($0.0) \($0.1)" }, ["false true"], "the case's one value is the tuple itself")

// A logic test with the generated probe: it records each case's tuple as the one value of its output.
let probe = CafeteriaMenuViewModelProbe(fetchWeekUseCase: CannedWeek(fails: true))
probe.inputs.viewDidLoad()
probe.inputs.changeFilter(soldOut: false, photos: false)
probe.inputs.filterButtonTapped()
expect(probe.showError.values, ["Offline"], "the probe sends the cases")
expect(probe.showFilterSheet.values.map { "\($0.0) \($0.1)" }, ["false false"], "the probe records the tuple")
expect(probe.applyFilter.values.map { "\($0.soldOut) \($0.photos)" }, ["false false"], "and the labelled one")

// A view test with the generated fake: the test sends a tuple, the view sees it as the case's one value.
let fake = CafeteriaMenuViewModelFake()
var fakeShown: [String] = []
fake.transform(input: Empty().eraseToAnyPublisher()).sink { output in
    if case let .showFilterSheet((soldOut, photos)) = output { fakeShown.append("sheet \(soldOut) \(photos)") }
}.store(in: &subscriptions)
fake.send(showFilterSheet: (true, true))
expect(fakeShown, ["sheet true true"], "the fake shows the view the tuple the test sends as one value")
finishProbeTests()
