//
//  FilmSearchViewModel.swift
//  The box-office search screen: the view hands its search taps and keyword, and shows the films found or an error.
//

import Foundation
import RxCocoa
import RxSwift

final class FilmSearchViewModel: ViewModelType {
    typealias In = Input
    typealias Out = Output

    private let disposeBag = DisposeBag()
    private let catalog: FilmCatalog

    struct Input {
        let searchTapped: Observable<Void>
        let keyword: Observable<String>
    }

    struct Output {
        let films: Driver<[Film]>
        let errorMessage: Signal<String>
    }

    init(catalog: FilmCatalog) {
        self.catalog = catalog
    }

    func transform(input: In) -> Out {
        let errorMessage = PublishRelay<String>()
        let films = input.searchTapped
            .withLatestFrom(input.keyword)
            .distinctUntilChanged()
            .map { [catalog] keyword -> [Film] in
                let found = catalog.films(matching: keyword)
                if found.isEmpty { errorMessage.accept("No film for \(keyword)") }
                return found
            }
            .asDriver(onErrorJustReturn: [])
        return Out(films: films, errorMessage: errorMessage.asSignal(onErrorJustReturn: ""))
    }
}
