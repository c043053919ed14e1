// What the team keeps of its hand-written view model when the generated one replaces it: the short names it gave its
// `Input` and `Output`, moved as written into an extension of the generated class in a file of the team's own.
extension FilmSearchViewModel {
    typealias In = Input
    typealias Out = Output
}
