// The hand-written logic of the BookmarkShelf fixture (Fixtures/Import/BookmarkShelf): the shelf's bookmarks once the
// screen appears; removing one takes it off the shelf, remembers it and offers to undo.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

extension BookmarkShelfViewModelLogic {
    static func transform(_ input: Input, store: BookmarkStore) -> Output {
        let shelf = CurrentValueSubject<[Bookmark], Never>([])
        let removed = PassthroughSubject<Bookmark?, Never>()
        // Subscribers the streams keep, as long as the view model keeps its subjects.
        input.appeared.subscribe(Subscribers.Sink(receiveCompletion: { _ in }, receiveValue: { shelf.send(store.bookmarks()) }))
        input.removeTapped.subscribe(Subscribers.Sink(receiveCompletion: { _ in }, receiveValue: { id in
            let bookmark = shelf.value.first { $0.id == id }
            store.remove(id: id)
            removed.send(bookmark)
            shelf.send(store.bookmarks())
        }))
        return Output(
            bookmarks: shelf.dropFirst().eraseToAnyPublisher(),
            lastRemoved: removed.eraseToAnyPublisher(),
            isShowingUndo: removed.map { $0 != nil }.eraseToAnyPublisher())
    }
}
