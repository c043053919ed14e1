/// A non-private stored property of the class named as the generated API names its own members (`let output =
/// PublishRelay<Output>()`): no spec property may take the name, so the member is not carried, with a warning that
/// says what to write by hand, and the rest of the view model is imported. The class's own bag (`let disposeBag =
/// DisposeBag()`, which its `init` subscribes into, call sites subscribe into and its helpers use) is no such name: a
/// spec property takes it (`StoredProperties.ownBagNames`), so it is carried as written. So are `input` and `output`
/// of a transform-style class (`var input = Input()`, `lazy var output = transform(input: input)`, which an app's
/// protocol asks of each view model), whose generated class declares neither (`StoredProperties.ownNames`): the
/// importer of that style reads its class's members `whereHeld`.
enum ReservedOwnNames {
    /// The names of the contract the class being read may keep as its own state: `input` and `output` while a
    /// transform-style class's members are read (`whereHeld`), none otherwise.
    @TaskLocal static var held: Set<String> = []

    /// Reads a transform-style class's own members (`body`), where `input` and `output` are the class's own state.
    /// The name of the `Output` a transform-style class's `transform` returns, while its members are read
    /// (`whereHeld`): the type of its own `lazy var output = transform(input: input)`.
    @TaskLocal static var transformResult: String?

    static func whereHeld<T>(_ style: Style, output: String, _ body: () -> T) -> T {
        guard style == .transform else { return body() }
        return $held.withValue(StoredProperties.heldContractNames) { $transformResult.withValue(output, operation: body) }
    }

    /// Reads a one-stream event transform's own members (`body`), where `input` is the class's own state: the subject
    /// of its `Input` cases the view sends into and hands `transform` (`let input = PassthroughSubject<Input, Never>()`,
    /// `viewModel.transform(input: viewModel.input.eraseToAnyPublisher())`), which the generated class, whose
    /// `transform` takes the view's stream, does not declare. `output` stays vmgen's: the subject `transform` returns,
    /// which a class that does not keep it private exposes (`OutputSubjects`), is no state to declare as written.
    static func whereEventInputHeld<T>(_ body: () -> T) -> T {
        $held.withValue(["input"], operation: body)
    }

    /// The type of a stored member's value that calls the class's own `transform` on its own `input` (`lazy var
    /// output = transform(input: input)`, `self.transform(input: self.input)`): the `Output` that `transform` returns,
    /// where a transform-style class's members are read; nil otherwise.
    static func transformCallType(_ value: String) -> String? {
        guard let result = transformResult,
              value.wholeMatch(of: #/(self\.)?transform\(([A-Za-z_][A-Za-z0-9_]*:\s*)?(self\.)?input\)/#) != nil
        else { return nil }
        return result
    }

    /// Whether no spec property may take `name`.
    static func isReserved(_ name: String) -> Bool {
        SpecValidator.reservedNames.contains(name) && !StoredProperties.ownBagNames.contains(name) && !held.contains(name)
    }

    static func reason(_ name: String) -> String {
        "'\(name)' is a name vmgen keeps for itself, which no spec property may take (the generated API names its own"
            + " member so): call sites that read '\(name)' through the view model change"
    }
}
