// The app's types the PlantEditor view model uses.
import RxSwift

enum PlantTag {
    case none
    case herb
    case flower
}

struct Plant {
    var name: String
    var tag: PlantTag
}

final class Garden {
    func add(_ plant: Plant) -> Observable<Plant> {
        .just(plant)
    }
}
