// The app's types the TrailAlbum view model uses: the protocol its view models conform to and the two repositories.
import Foundation
import RxSwift

/// The protocol the app's view models conform to.
protocol ViewModelType {
    associatedtype Input
    associatedtype Output
    func transform(input: Input) -> Output
}

/// The photos of a trail, kept in the app's documents.
protocol PhotoRepository {
    func photos(ofTrail id: UUID) -> Observable<[Data]>
    func delete(at index: Int, ofTrail id: UUID) -> Observable<Void>
}

/// The trails the user walked, kept in the app's database.
protocol TrailRepository {
    func name(ofTrail id: UUID) -> Observable<String>
}
