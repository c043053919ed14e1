/// `weak var coordinator: AppCoordinator?` that the initializer sets from its parameter (`init(coordinator:
/// AppCoordinator)`, `self.coordinator = coordinator`), as view models a coordinator makes and holds keep it: the
/// dependency `- weak var coordinator: AppCoordinator`, the parameter's type as written, stored weak and optional where
/// call sites read it, so the screens and the coordinator make it and read it unchanged. The logic is not handed it.
enum WeakDependencyImport {
    /// The keyword of such a dependency's line.
    static let keyword = "weak var"

    /// Why `member` cannot be the weak dependency of its name among `dependencies`: a `let`, a type not written, or a
    /// written type other than the parameter's made optional (or the parameter's own, optional already); nil where it
    /// can.
    static func mismatch(_ member: SwiftDeclaration, among dependencies: [ImportedSpec.Member]) -> String? {
        guard member.kind == .var, let written = member.type.map(SurfaceComparison.normalized) else {
            return "a weak dependency is a 'var' of a written optional type ('T?'), as written here it is not"
        }
        guard let line = dependencies.first(where: { OwnMembers.dependencyNames([$0]).first == member.name })?.line,
              let colon = line.firstIndex(of: ":") else { return nil }
        var rest = line[line.index(after: colon)...]
        if let equals = rest.firstRange(of: " = ") {
            // `= nil` on an optional parameter is none, which the caller means (`navigator: HomeNavigation? = nil`).
            let written = SurfaceComparison.normalized(String(rest[..<equals.lowerBound]).trimmingSpaces)
            guard String(rest[equals.upperBound...]).trimmingSpaces == "nil",
                  written.hasSuffix("?") || written.hasPrefix("Optional<") else {
                return "its parameter has a default value, which nothing else would keep alive: a weak dependency takes"
                    + " none but 'nil' on an optional type"
            }
            rest = rest[..<equals.lowerBound]
        }
        let parameter = SurfaceComparison.normalized(String(rest).trimmingSpaces)
        let optional = parameter.hasSuffix("?") || parameter.hasPrefix("Optional<") ? [parameter]
            : [parameter + "?", "Optional<\(parameter)>"]
        guard optional.contains(written) else {
            return "it is '\(written)', and the initializer sets it from its parameter '\(member.name)', a '\(parameter)',"
                + " which a weak dependency stores as '\(optional[0])'"
        }
        return nil
    }
}
