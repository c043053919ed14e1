// Plays the shelf screen of the BookmarkShelf fixture against its generated subject-style view model (Combine), whose
// `output` is `@Published var output` of values: the screen reads them as they are set, binds one two ways, and the
// view model's `objectWillChange` tells SwiftUI to redraw each time one changes.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

let store = BookmarkStore([Bookmark(id: 1, title: "Dune"), Bookmark(id: 2, title: "Emma")])
let viewModel = BookmarkShelfViewModel(store: store)
let screen = ShelfScreen(viewModel: viewModel)
var redraws = 0
let observing = viewModel.objectWillChange.sink { _ in redraws += 1 }
expect(screen.rows, ["No bookmarks yet"], "the values start as the Output declares them")
expect(viewModel.output.isShowingUndo, false, "a value's starting value")
screen.onAppear()
expect(screen.rows, ["Dune", "Emma"], "what the logic's stream sends is the value the screen reads")
expect(redraws, 1, "the view model tells the view it changes")
screen.remove(Bookmark(id: 1, title: "Dune"))
expect(screen.rows, ["Emma"], "the value kept set from the logic's stream")
expect(screen.undoTitle, "Undo removing Dune", "two values set from one event")
screen.dismissUndo()
expect(viewModel.output.isShowingUndo, false, "the screen's two-way binding sets the value")
expect(screen.undoTitle, nil, "and reads it back")
observing.cancel()
finishProbeTests()
