// A form screen's view model as an app that drives SwiftUI views with RxCocoa streams writes each one: `Input` and
// `Output` protocols (mocked by Sourcery), a type protocol that refines the app's `ObservableViewModel` (what its
// SwiftUI wrapper holds, `Calls.swift`), and the class conforming to the groups through extensions.
import RxCocoa
import RxSwift

// sourcery: AutoMockable
protocol ArticleEditorViewModelInput {

    func didTapSaveButton(title: String, body: String)
    func didEditTitle(_ title: String)
}

// sourcery: AutoMockable
protocol ArticleEditorViewModelOutput {

    var didSave: Signal<Void> { get }
    var errorMessage: Signal<String> { get }
    var isLoading: Driver<Bool> { get }
}

// sourcery: AutoMockable
protocol ArticleEditorViewModelProtocol: ObservableViewModel {

    var input: ArticleEditorViewModelInput { get }
    var output: ArticleEditorViewModelOutput { get }
}

final class ArticleEditorViewModel: ArticleEditorViewModelProtocol {

    private let disposeBag = DisposeBag()
    private let saveTrigger = PublishRelay<(String, String)>()
    private let articleService: ArticleService

    var input: ArticleEditorViewModelInput { self }
    var output: ArticleEditorViewModelOutput { self }

    let didSave: Signal<Void>
    let errorMessage: Signal<String>
    let isLoading: Driver<Bool>

    init(articleService: ArticleService) {
        self.articleService = articleService
        fatalError("the logic")
    }
}

extension ArticleEditorViewModel: ArticleEditorViewModelInput {

    func didTapSaveButton(title: String, body: String) {
        saveTrigger.accept((title, body))
    }

    func didEditTitle(_ title: String) {}
}

extension ArticleEditorViewModel: ArticleEditorViewModelOutput {}
