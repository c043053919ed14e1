//
//  BookmarkShelfViewModel.swift
//  Reader
//

#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

final class BookmarkShelfViewModel: ObservableObject {
    var cancellables = Set<AnyCancellable>()

    var input = Input()
    @Published var output = Output()
    private let store: BookmarkStore

    init(store: BookmarkStore) {
        self.store = store
        bind()
    }

    private func bind() {
        input.appeared
            .sink { [weak self] _ in
                guard let self else { return }
                output.bookmarks = store.bookmarks()
            }
            .store(in: &cancellables)

        input.removeTapped
            .sink { [weak self] id in
                guard let self else { return }
                output.lastRemoved = output.bookmarks.first { $0.id == id }
                store.remove(id: id)
                output.bookmarks.removeAll { $0.id == id }
                output.isShowingUndo = true
            }
            .store(in: &cancellables)
    }
}

// MARK: - Input / Output
extension BookmarkShelfViewModel {
    struct Input {
        let appeared = PassthroughSubject<Void, Never>()
        let removeTapped = PassthroughSubject<Int, Never>()
    }

    struct Output {
        /// The bookmarks on the shelf, newest first.
        var bookmarks: [Bookmark] = []
        var lastRemoved: Bookmark?
        var isShowingUndo = false
        var isEmpty: Bool {
            bookmarks.isEmpty
        }
    }
}
