// Plays the view of the ArticleFeed fixture against its generated transform view model (Combine): the subjects the
// view owns, a publisher that fails with the app's error, a subject output the view reads the value of, and the
// subscriptions kept in the caller's set. Then the generated probe and fake, as a team's tests use them.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

let pages = [[Article(title: "A")], [Article(title: "A"), Article(title: "B")]]

// The view: it makes the input subjects, keeps the subscriptions, and reads what the view model shows.
let appear = PassthroughSubject<Void, Never>()
let refresh = PassthroughSubject<Void, Never>()
let select = PassthroughSubject<Int, Never>()
var cancellables = Set<AnyCancellable>()
let viewModel = ArticleFeedViewModel(api: FeedAPI(loads: pages))
let output = viewModel.transform(
    input: .init(appear: appear, refresh: refresh, selectArticle: select.eraseToAnyPublisher()), cancellables: &cancellables)
var shown: [String] = []
output.articles.sink(
    receiveCompletion: { if case .failure(let error) = $0 { shown.append("failed: \(error)") } },
    receiveValue: { shown.append("articles: \($0.map(\.title))") }
).store(in: &cancellables)
output.openArticle.sink { shown.append("open: \($0.title)") }.store(in: &cancellables)
expect(output.title, "Latest articles", "the constant the logic computed")
expect(output.isLoading.value, false, "the spinner's starting value")
appear.send(())
expect(shown, ["articles: [\"A\"]"], "the first page when the screen appears")
expect(output.isLoading.value, false, "the spinner stops after the load")
refresh.send(())
select.send(1)
refresh.send(())
expect(shown, [
    "articles: [\"A\"]", "articles: [\"A\", \"B\"]", "open: #1", "failed: offline",
], "a refresh shows the next page, a selection opens, a load past the end fails with the app's error")
expect(output.isLoading.value, false, "the spinner stops after a failure too")

// A logic test with the generated probe: it keeps the cancellables the transform is handed.
let probe = ArticleFeedViewModelProbe(api: FeedAPI(loads: pages), cancellables: [])
probe.inputs.appear()
probe.inputs.refresh()
expect(probe.articles.values.map { $0.map(\.title) }, [["A"], ["A", "B"]], "the probe records each page")
expect(probe.title.values, ["Latest articles"], "the probe records a constant once")
expect(probe.isLoading.values, [false, true, false, true, false], "the subject's starting value, then each load")
probe.inputs.selectArticle(2)
expect(probe.openArticle.values, [Article(title: "#2")], "the probe records what opens")

// A view test with the generated fake: a screen stand-in binds to it, the test drives the outputs.
final class FeedScreen {
    let appear = PassthroughSubject<Void, Never>()
    var spinnerShown = false
    var title = ""
    var cancellables = Set<AnyCancellable>()
    init(_ fake: ArticleFeedViewModelFake) {
        let output = fake.transform(
            input: .init(appear: appear, refresh: PassthroughSubject(), selectArticle: Empty().eraseToAnyPublisher()),
            cancellables: &cancellables)
        title = output.title
        output.isLoading.sink { [unowned self] in self.spinnerShown = $0 }.store(in: &cancellables)
    }
}
let fake = ArticleFeedViewModelFake(title: "Feed")
let screen = FeedScreen(fake)
expect(screen.title, "Feed", "the screen shows the fake's constant")
screen.appear.send(())
expect(fake.calls, [.appear], "the fake records what the screen sends")
fake.send(isLoading: true)
expect(screen.spinnerShown, true, "the screen shows what the fake sends")
finishProbeTests()
