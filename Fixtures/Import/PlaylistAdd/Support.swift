// The app's types the PlaylistAdd view model uses.
import Foundation
import RxSwift

/// The app's protocol of its transform view models.
public protocol ViewModelType {
    associatedtype Input
    associatedtype Output
    func transform(input: Input) -> Output
}

/// Where the app loads the user's playlists and adds songs to them.
public protocol PlaylistUseCase {
    func playlists() -> Observable<[String]>
}
