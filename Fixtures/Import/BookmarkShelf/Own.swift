// The team's own file beside the generated view model: what its `Output` computed from its values, kept as written.
extension BookmarkShelfViewModel.Output {
    var isEmpty: Bool {
        bookmarks.isEmpty
    }
}
