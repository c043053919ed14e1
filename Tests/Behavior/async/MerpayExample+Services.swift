// The test services of the MerpayExample scenario (Tests/Behavior/streams), with Swift concurrency.

final class ScriptedService: ExampleServicing {
    var responses: [Result<[String], ServiceError>] = [.success(["a", "b"]), .failure(ServiceError(message: "offline"))]
    func loadItems() async -> Result<[String], ServiceError> {
        responses.removeFirst()
    }
}
