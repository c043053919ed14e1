// The app's types the PhotoSelection view model uses.
import Foundation

struct Photo {
    let identifier: String
}

final class PhotoLibrary {
    var photos: [Photo] = []
}
