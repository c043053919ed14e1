// How the app uses the view model: through its type protocol's `input` and `output`, as the view controller does, and
// as the base class of its featured-news scene, which the coordinator makes.
import Foundation
import RxSwift

final class FeaturedNewsViewModel: NewsViewModelImpl {
    let isFeatured = true
}

func bindNews(_ viewModel: NewsViewModel, tapped: News) -> Observable<[News]> {
    viewModel.input.selectedNews.onNext(tapped)
    let _: String = viewModel.output.title
    return viewModel.output.news
}

func makeFeaturedNews() -> NewsViewModel {
    FeaturedNewsViewModel(newsService: NewsService(), router: NewsRouter())
}
