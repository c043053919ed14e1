// The app's types the ShelfBrowser view model uses.
protocol ShelfLibrary {
    func titles() async -> [String]
    func remove(_ title: String) async throws
}
