// A scene of an app built on a coordinator library, written as its example app writes each one: the type protocol is
// `NewsViewModel` (what the coordinator and the view controller hold), its groups `NewsViewModelInput` and
// `NewsViewModelOutput`, reached as `input` and `output` through a protocol extension, and the class
// `NewsViewModelImpl`, not final: the app's featured-news scene subclasses it (`Calls.swift`).
import Foundation
import RxSwift

protocol NewsViewModelInput {
    var selectedNews: AnyObserver<News> { get }
}

protocol NewsViewModelOutput {
    var news: Observable<[News]> { get }
    var title: String { get }
}

protocol NewsViewModel {
    var input: NewsViewModelInput { get }
    var output: NewsViewModelOutput { get }
}

extension NewsViewModel where Self: NewsViewModelInput & NewsViewModelOutput {
    var input: NewsViewModelInput { return self }
    var output: NewsViewModelOutput { return self }
}

class NewsViewModelImpl: NewsViewModel, NewsViewModelInput, NewsViewModelOutput {

    // MARK: Inputs

    private(set) lazy var selectedNews = AnyObserver(selectedNewsSubject)

    // MARK: Outputs

    let news: Observable<[News]>
    let title: String

    // MARK: Stored properties

    private let selectedNewsSubject = PublishSubject<News>()
    private let router: NewsRouter

    // MARK: Initialization

    init(newsService: NewsService, router: NewsRouter) {
        self.router = router
        self.news = .just(newsService.mostRecent())
        self.title = "News"
    }
}
