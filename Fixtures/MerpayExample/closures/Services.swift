// The app's data loading, as Merpay's version of the app (no framework) declares it.
protocol ExampleServicing {
    func loadItems(completion: @escaping (Result<[String], ServiceError>) -> Void)
}
