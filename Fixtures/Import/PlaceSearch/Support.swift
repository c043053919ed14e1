// The app's types the PlaceSearch view model uses.
struct PlaceDirectory {
    var names: [String] = []
}
