// How the app uses the view model: its SwiftUI wrapper holds any `ObservableViewModel` weakly, and the view sends the
// form's input and reads its outputs through the type protocol.
import RxCocoa
import RxSwift

final class ObservedViewModel {
    weak var viewModel: ObservableViewModel?
}

func bindEditor(_ viewModel: ArticleEditorViewModelProtocol, observed: ObservedViewModel) -> Driver<Bool> {
    observed.viewModel = viewModel
    viewModel.input.didEditTitle("Title")
    viewModel.input.didTapSaveButton(title: "Title", body: "Body")
    let _: Signal<Void> = viewModel.output.didSave
    let _: String = viewModel.screenName
    return viewModel.output.isLoading
}

func makeEditor() -> ArticleEditorViewModelProtocol {
    ArticleEditorViewModel(articleService: ArticleService())
}
