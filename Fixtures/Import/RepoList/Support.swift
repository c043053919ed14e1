// The app's types the RepoList fixture uses: MGArchitecture's @Property wrapper and ViewModel protocol, as the app
// declares them, and its model.
import RxRelay
import RxSwift

/// Keeps a value in a relay: the view reads the value, and binds or observes the relay it projects.
@propertyWrapper
struct Property<Value> {
    private var subject: BehaviorRelay<Value>

    var wrappedValue: Value {
        get { subject.value }
        set { subject.accept(newValue) }
    }

    var projectedValue: BehaviorRelay<Value> { subject }

    init(wrappedValue: Value) {
        subject = BehaviorRelay(value: wrappedValue)
    }
}

/// What every view model of the app is.
protocol ViewModel {
    associatedtype Input
    associatedtype Output

    func transform(_ input: Input, disposeBag: DisposeBag) -> Output
}

struct Repo: Equatable {
    let name: String
    let stars: Int
}

enum SortOrder: Equatable {
    case stars, name
}

/// Loads pages of repositories.
protocol RepoService {
    func repos(page: Int, size: Int) -> Observable<[Repo]>
}
