// The test services of the MerpayExample scenario (Tests/Behavior/streams), in this framework.
import RxSwift

final class ScriptedService: ExampleServicing {
    var responses: [Result<[String], ServiceError>] = [.success(["a", "b"]), .failure(ServiceError(message: "offline"))]
    func loadItems() -> Observable<Result<[String], ServiceError>> {
        .just(responses.removeFirst())
    }
}
