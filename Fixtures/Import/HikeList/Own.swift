// What the team keeps of its hand-written view model when the generated one replaces it: the computed property and
// the helper the import says stay the class's own, moved as written into an extension of the generated class in a
// file of the team's own. They read the region and accept into the relay the generated class declares for them.
extension HikeListViewModel {
    /// The screen's title.
    var title: String {
        "Hikes near \(region)"
    }

    /// The screen's tap on a hike.
    func openHike(_ id: Int) {
        navigation.accept(.detail(id))
    }
}
