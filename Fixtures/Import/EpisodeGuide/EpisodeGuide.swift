//
//  EpisodeGuideViewModel.swift
//

import RxCocoa
import RxSwift

struct EpisodeGuideViewModel {
    let service: EpisodeService
    let season: Int

    var input = Input()
    lazy var output = transform(input: input)

    init(service: EpisodeService, season: Int) {
        self.service = service
        self.season = season
    }
}

extension EpisodeGuideViewModel: Bindable {
    struct Input {
        let refresh = PublishSubject<Void>()
        let episodeTapped = PublishSubject<Int>()
    }

    struct Output {
        let episodes: Observable<[Episode]>
        let watched: Observable<Episode>
    }
}

extension EpisodeGuideViewModel {
    func transform(input: Input) -> Output {
        let episodes = input.refresh
            .flatMapLatest { [service, season] in service.episodes(season: season) }
            .share(replay: 1)

        let watched = input.episodeTapped
            .withLatestFrom(episodes) { index, episodes in episodes[index] }
            .flatMap { [service] in service.markWatched($0) }

        return Output(episodes: episodes, watched: watched)
    }
}
