// The app's model, which every framework's version of SimpleCell shares.
struct Model: Equatable {
    let title: String
    let description: String
    let thumbnailUrl: String
}
