// Plays the view of the RepoList fixture against its generated transform view model (RxSwift, MGArchitecture's
// shape): the view hands its streams and its dispose bag, reads the values the app's @Property wrapper keeps, and
// observes one through the relay it projects. Then the generated probe and fake, as a team's tests use them.
import RxRelay
import RxSwift

struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
}

/// Pages of repositories named by their position: `repo0`, `repo1`...; fails when told to.
final class Pages: RepoService {
    var failing = false

    func repos(page: Int, size: Int) -> Observable<[Repo]> {
        if failing { return .error(Offline()) }
        return .just((0..<size).map { Repo(name: "repo\(page * size + $0)", stars: $0) })
    }
}

let service = Pages()
let load = PublishSubject<Void>()
let loadMore = PublishSubject<Void>()
let selectRepo = PublishSubject<Int>()
let viewBag = DisposeBag()
let viewModel = RepoListViewModel(service: service, pageSize: 2)
let output = viewModel.transform(
    .init(load: load.asObservable(), loadMore: loadMore.asObservable(), selectRepo: selectRepo.asObservable()),
    disposeBag: viewBag)
expect(output.repos, [], "no repos before the first page")
expect(output.isLoading, false, "not loading before the view asks")
expect(output.order, .name, "the logic's order, set as soon as the view model binds")
var loading: [Bool] = []
var selected: [String] = []
output.$isLoading.subscribe(onNext: { loading.append($0) }).disposed(by: viewBag)
output.selectedRepo.subscribe(onNext: { selected.append($0.name) }).disposed(by: viewBag)
load.onNext(())
expect(output.repos.map(\.name), ["repo0", "repo1"], "the first page")
expect(loading, [false, true, false], "the projected relay replays the value, then shows the page loading")
loadMore.onNext(())
expect(output.repos.map(\.name), ["repo0", "repo1", "repo2", "repo3"], "the next page is appended")
selectRepo.onNext(3)
expect(selected, ["repo3"], "a tapped row selects its repo")
service.failing = true
loadMore.onNext(())
expect(output.errorMessage, "could not load: offline", "a failed page says why")
expect(output.repos.count, 4, "a failed page keeps the repos")
load.onNext(())
expect(output.errorMessage, "could not load: offline", "still offline")

// A logic test with the generated probe: the dispose bag is the test's, kept by the probe.
let probe = RepoListViewModelProbe(service: Pages(), pageSize: 1, disposeBag: DisposeBag())
probe.inputs.load()
probe.inputs.loadMore()
probe.inputs.selectRepo(1)
expect(probe.repos.values.map { $0.map(\.name) }, [[], ["repo0"], ["repo0", "repo1"]], "each page, from the start")
expect(probe.isLoading.values, [false, true, false, true, false], "loading, page by page")
expect(probe.selectedRepo.values.map(\.name), ["repo1"], "the second row")
expect(probe.order.values, [.name], "the order the logic set when the view model bound")

// A view test with the generated fake: what the view reads is what the fake sends.
let fake = RepoListViewModelFake()
let fakeOutput = fake.transform(
    .init(load: load.asObservable(), loadMore: .never(), selectRepo: selectRepo.asObservable()), disposeBag: DisposeBag())
load.onNext(())
selectRepo.onNext(0)
expect(fake.calls, [.load, .selectRepo(0)], "the fake records what the view sends")
fake.send(isLoading: true)
fake.send(repos: [Repo(name: "fake", stars: 1)])
expect(fakeOutput.isLoading, true, "the view reads the value the fake sent")
expect(fakeOutput.repos.map(\.name), ["fake"], "through the wrapper's relay")
var fakeSelected: [String] = []
fakeOutput.selectedRepo.subscribe(onNext: { fakeSelected.append($0.name) }).disposed(by: viewBag)
fake.send(selectedRepo: Repo(name: "picked", stars: 0))
expect(fakeSelected, ["picked"], "a stream output shows what the fake sends")
finishProbeTests()
