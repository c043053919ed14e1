// The test services of the MerpayExample scenario, without a framework.
final class ScriptedService: ExampleServicing {
    var responses: [Result<[String], ServiceError>] = [.success(["a", "b"]), .failure(ServiceError(message: "offline"))]
    func loadItems(completion: @escaping (Result<[String], ServiceError>) -> Void) {
        completion(responses.removeFirst())
    }
}
