// How the screen makes and binds the view model: it builds the `Input` by its struct's name and reads the `Output`
// `transform(input:)` returns.
import Foundation
import RxCocoa
import RxSwift

final class FilmSearchScreen {
    let disposeBag = DisposeBag()

    func bind(catalog: FilmCatalog, taps: Observable<Void>, keyword: Observable<String>) {
        let viewModel = FilmSearchViewModel(catalog: catalog)
        let input = FilmSearchViewModel.Input(searchTapped: taps, keyword: keyword)
        let output = viewModel.transform(input: input)
        output.films.drive(onNext: { films in print(films.map(\.title)) }).disposed(by: disposeBag)
        output.errorMessage.emit(onNext: { print($0) }).disposed(by: disposeBag)
    }
}
