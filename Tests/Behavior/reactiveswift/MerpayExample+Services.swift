// The test services of the MerpayExample scenario (Tests/Behavior/streams), in this framework.
import ReactiveSwift

final class ScriptedService: ExampleServicing {
    var responses: [Result<[String], ServiceError>] = [.success(["a", "b"]), .failure(ServiceError(message: "offline"))]
    func loadItems() -> SignalProducer<Result<[String], ServiceError>, Never> {
        SignalProducer(value: responses.removeFirst())
    }
}
