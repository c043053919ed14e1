// What the team keeps of its hand-written view model when the generated one replaces it: the types it nests, which the
// import says stay the class's own, moved as written into an extension of the generated class in a file of the team's
// own; the generated initializer builds the tabs' view models and the state with them.
extension HangoutTabsViewModel {
    struct SubViewModels {
        let listViewModel: HangoutListViewModel
        let profileViewModel: ProfileCardViewModel
    }

    struct State {
        var selectedIndex: Int
    }
}
