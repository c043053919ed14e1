// How the app's shelf screen uses the view model, as a SwiftUI view's body and actions do: it reads the values of
// `output` (redrawn when one changes), binds one of them two ways, and sends into the subjects of `input`.
import Foundation

struct ShelfScreen {
    let viewModel: BookmarkShelfViewModel

    func onAppear() {
        viewModel.input.appeared.send(())
    }

    func remove(_ bookmark: Bookmark) {
        viewModel.input.removeTapped.send(bookmark.id)
    }

    var rows: [String] {
        viewModel.output.isEmpty ? ["No bookmarks yet"] : viewModel.output.bookmarks.map(\.title)
    }

    var undoTitle: String? {
        viewModel.output.isShowingUndo ? viewModel.output.lastRemoved.map { "Undo removing \($0.title)" } : nil
    }

    /// What a `.alert(isPresented: $viewModel.output.isShowingUndo)` does when the user dismisses it.
    func dismissUndo() {
        let isPresented = ReferenceBinding(viewModel, \.output.isShowingUndo)
        isPresented.value = false
    }
}

/// A two-way binding into the view model, as SwiftUI's `$viewModel.output.isShowingUndo` makes one.
struct ReferenceBinding<Root: AnyObject, Value> {
    let root: Root
    let path: ReferenceWritableKeyPath<Root, Value>

    init(_ root: Root, _ path: ReferenceWritableKeyPath<Root, Value>) {
        self.root = root
        self.path = path
    }

    var value: Value {
        get { root[keyPath: path] }
        nonmutating set { root[keyPath: path] = newValue }
    }
}
