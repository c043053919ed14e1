// The app's data loading, as the Swift concurrency version of the app declares it.
@MainActor protocol ExampleServicing {
    func loadItems() async -> Result<[String], ServiceError>
}
