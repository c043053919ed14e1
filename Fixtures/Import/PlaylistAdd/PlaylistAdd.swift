// An RxSwift transform view model of the sheet that adds chosen songs to a playlist, as feature modules write it: the
// chart screen makes it with the IDs of the songs it has checked (`init(songIDs: [String], ...)`), which the view model
// keeps implicitly unwrapped for the sheet to read and clear, and the memo the user typed, which it keeps optional.
import Foundation
import RxCocoa
import RxSwift

public final class PlaylistAddViewModel: ViewModelType {
    public struct Input {
        let viewDidLoad: Observable<Void>
        let playlistTapped: Observable<Int>
    }

    public struct Output {
        let playlists: Driver<[String]>
        let didAdd: Signal<Int>
    }

    var songIDs: [String]!
    let memo: String?
    private let playlistUseCase: PlaylistUseCase

    public init(songIDs: [String], memo: String, playlistUseCase: PlaylistUseCase) {
        self.songIDs = songIDs
        self.memo = memo
        self.playlistUseCase = playlistUseCase
    }

    public func transform(input: Input) -> Output {
        let useCase = playlistUseCase
        let playlists = input.viewDidLoad
            .flatMapLatest { useCase.playlists() }
            .asDriver(onErrorJustReturn: [])
        let didAdd = input.playlistTapped
            .map { _ in 1 }
            .asSignal(onErrorJustReturn: 0)
        return Output(playlists: playlists, didAdd: didAdd)
    }
}
