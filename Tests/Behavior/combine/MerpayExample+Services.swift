// The test services of the MerpayExample scenario (Tests/Behavior/streams), in this framework.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class ScriptedService: ExampleServicing {
    var responses: [Result<[String], ServiceError>] = [.success(["a", "b"]), .failure(ServiceError(message: "offline"))]
    func loadItems() -> AnyPublisher<Result<[String], ServiceError>, Never> {
        Just(responses.removeFirst()).eraseToAnyPublisher()
    }
}
