/// The import stage end to end, in memory: Swift text in, spec text and diagnostics out. The spec is checked by
/// the spec pipeline itself before it is returned, so an import never writes a spec that would not generate.
public enum SpecImporter {
    public struct Result: Sendable {
        /// The spec's text; nil when the file declares no view model vmgen recognises.
        public var specText: String?
        public var viewModelCount: Int
        public var diagnostics: [Diagnostic]
    }

    /// The declarations of a Swift file, as other files' imports read them (`context`).
    public static func declarations(of source: String, path: String) -> [SwiftDeclaration] {
        let tokens = SwiftTokenizer.tokenize(source, path: path).tokens
        let modules = importedModules(tokens)
        return SwiftDeclarationReader.read(tokens).map { declaration in
            var declaration = declaration
            declaration.path = path
            declaration.modules = modules
            return declaration
        }
    }

    /// `import MGArchitecture`: the modules a file imports. A declaration's import names its module first, after the
    /// kind (`import class UIKit.UIImage`, `import struct Foundation.URL`): the module is `UIKit`, which the generated
    /// file imports whole.
    static func importedModules(_ tokens: [SwiftToken]) -> [String] {
        var modules: [String] = []
        for (index, token) in tokens.enumerated() where token.isWord("import") {
            var next = index + 1
            if next + 1 < tokens.count, importKinds.contains(tokens[next].text), tokens[next].kind == .identifier,
               !tokens[next].startsLine, tokens[next + 1].kind == .identifier, !tokens[next + 1].startsLine {
                next += 1
            }
            guard next < tokens.count, tokens[next].kind == .identifier, !tokens[next].startsLine else { continue }
            modules.append(tokens[next].text)
        }
        return modules
    }

    /// The kinds of declaration an import may name alone (`import func Darwin.sqrt`), as Swift spells them.
    static let importKinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

    /// The framework a module is (`RxCocoa` is RxSwift's: a contract without streams has no `Driver`); nil for another.
    static func framework(ofModule module: String) -> Framework? {
        switch module {
        case "RxSwift", "RxCocoa", "RxRelay": return .rxswift
        case "ReactiveSwift", "ReactiveCocoa": return .reactiveswift
        case "Combine", "OpenCombine": return .combine
        default: return nil
        }
    }

    /// `context`: the declarations of the other files imported with this one, where its view models' `Input` and
    /// `Output` may be declared.
    public static func importFile(_ source: String, path: String, context: [SwiftDeclaration] = []) -> Result {
        let (tokens, read) = SwiftTokenizer.tokenize(source, path: path)
        // Group protocols that each declare their own group property (`var input: XInput { get }` in `XInput`), with
        // no type protocol: their classes are warned about where they stand, and the rest of the file read.
        let (grouped, selfGrouped) = OneProtocolContracts.separateSelfGrouped(
            SwiftDeclarationReader.read(tokens), context: context, path: path)
        let modules = importedModules(tokens)
        // `struct Input { let tap: Observable<Void?> = Observable(nil) }` of the app's own value box: no stream.
        let boxed = AppValueBoxes.refusals(grouped, context: context, modules: Set(modules), path: path)
        var tokenDiagnostics = read + selfGrouped + boxed.diagnostics
        let unboxed = boxed.names.isEmpty ? grouped : grouped.filter { !boxed.names.contains($0.name) }
        // One protocol declaring the inputs and outputs itself (`groups: one`): read as the triplet it generates.
        let (declarations, oneProtocol, oneProtocolNotes) = OneProtocolContracts.splitOneProtocol(
            unboxed, context: context, path: path)
        // The triplet first; a file without one may hold view models of the transform style.
        var (spec, warnings) = TripletRecognizer.recognize(
            declarations, path: path, startingValues: StartingValues.scan(tokens), context: context)
        OneProtocolContracts.carry(oneProtocol, into: &spec)
        tokenDiagnostics += oneProtocolNotes
        if spec.viewModels.isEmpty {
            (spec, warnings) = StructStyleRecognizer.recognize(declarations, path: path, modules: Set(modules), context: context)
        }
        if spec.viewModels.isEmpty { (spec, warnings) = FunctionRecognizer.recognize(declarations, path: path) }
        // The one-stream event transform: `enum Input` and `enum Output`, a stream of each.
        if spec.viewModels.isEmpty { (spec, warnings) = EventTransformShape.recognize(declarations, path: path, context: context) }
        // `protocol ViewModelType { var input: Input { get } }` beside the view model that conforms to it: the app's.
        warnings += AppProtocolsInFile.warnings(declarations, conformances: spec.conformances, path: path)
        // The modules the contract's types come from (`Foundation` for `NSRange`): all but the frameworks', which
        // the generated code imports itself.
        for module in modules where Self.framework(ofModule: module) == nil && !spec.imports.contains(module) {
            spec.imports.append(module)
        }
        RelayModuleImports.carry(into: &spec, modules: modules)
        // A contract without streams (`Action`s and `Property`s, constants): the framework the file imports, when one.
        let imported = Set(modules.compactMap(Self.framework(ofModule:)))
        if spec.framework == nil, imported.count == 1 { spec.framework = imported.first }
        // A file that imports no framework at all (Foundation alone, a triplet of values and methods): the closures
        // framework, which needs no library, rather than the default's RxSwift, which the app may not link.
        if spec.framework == nil, imported.isEmpty, !spec.viewModels.isEmpty { spec.framework = .combine }
        var diagnostics = tokenDiagnostics + warnings + HeldDependencyImport.fit(&spec, path: path)
        // The view models refused here, each with its warning where it stands, which the never-silent fallback below
        // must not warn about again. `func transform()` as a `@call` input: a name vmgen keeps for itself.
        var declined = ReservedCallInputs.refuse(in: &spec, diagnostics: &diagnostics, path: path)
        // `final class ListViewModel<Repo: Repository>`: a spec declares no generic parameters.
        declined.formUnion(GenericViewModels.refuse(in: &spec, declarations: declarations, context: context,
                                                    diagnostics: &diagnostics, path: path))
        // A member whose text spans lines (a multi-line string literal as a default value) cannot be one spec line.
        for index in spec.viewModels.indices {
            for section in [\ImportedSpec.ViewModel.dependencies, \.inputs, \.outputs, \.errors] {
                for (position, member) in spec.viewModels[index][keyPath: section].enumerated()
                where member.skipped == nil && SpecWriter.spansLines(member.line) {
                    let reason = "it spans several lines (a multi-line string literal), and a spec's member is one line"
                    spec.viewModels[index][keyPath: section][position] = .skipped(member.original, because: reason, at: member.location)
                    diagnostics.append(Diagnostic(.warning, path: path, at: member.location,
                                                  "'\(member.original.replacingNewlines)' is not imported: \(reason)"))
                }
            }
        }
        guard !spec.viewModels.isEmpty else {
            // Given its own `Input` or `Output` without a default: a shape no spec says, named where it stands.
            let refused = StructStyleRecognizer.givenContractRefusals(declarations, context: context, path: path)
            diagnostics += refused.diagnostics
            // Never silent: a view model vmgen does not recognise says so (an app's base class or protocol is none),
            // named as teams name them or with a contract's members (`ViewModelCandidates`).
            let extensions = StructStyleRecognizer.extensionsByName(declarations)
            for declaration in declarations where ViewModelCandidates.isCandidate(declaration, extensions: extensions)
                && !refused.names.contains(declaration.name) && !declined.contains(declaration.name) {
                // The class of a triplet whose protocols another file declares: imported with them, from that file.
                if let protocols = TripletRecognizer.protocolsFile(of: declaration, in: context, besides: path) {
                    diagnostics.append(Diagnostic(
                        .note, path: path, at: declaration.location,
                        "'\(declaration.name)' is imported with its protocols, into the spec of '\(protocols)'"))
                    continue
                }
                // A second class of a contract another file declares with its own class: the spec generates one.
                if let (owner, file) = TripletRecognizer.contractOwnedElsewhere(
                    of: declaration, in: declarations, context: context, besides: path) {
                    diagnostics.append(Diagnostic(
                        .warning, path: path, at: declaration.location,
                        "'\(declaration.name)' is not imported: it conforms to the protocols of '\(owner)', which the spec of"
                            + " '\(file)' generates with that class alone; a spec declares one class of a contract"))
                    continue
                }
                // `transform(input: LoginViewModelInput) -> AnyPublisher<LoginState, Never>`: a shape no style generates.
                if let reason = StateStreamTransforms.reason(of: declaration, in: declarations, context: context)
                    ?? InheritedTransformContracts.reason(of: declaration, in: declarations)
                    ?? UnimportedTransformShapes.reason(of: declaration, in: declarations, context: context)
                    ?? SentEventShapes.reason(of: declaration, in: declarations)
                    ?? OneProtocolContracts.reason(of: declaration, in: declarations, context: context)
                    ?? EventSubjectShapes.reason(of: declaration)
                    ?? UngroupedStreamMembers.reason(of: declaration, in: declarations)
                    ?? ValueModelShapes.reason(of: declaration, in: declarations) {
                    diagnostics.append(Diagnostic(
                        .warning, path: path, at: declaration.location, "'\(declaration.name)' is not imported: \(reason)"))
                    continue
                }
                diagnostics.append(Diagnostic(
                    .warning, path: path, at: declaration.location,
                    "'\(declaration.name)' is not imported: vmgen finds no contract of it in this file (a type protocol whose"
                        + " 'inputs' and 'outputs' name its protocols, 'XInputs' beside 'XOutputs', 'Input' and 'Output'"
                        + " with a 'transform', or 'input' and 'output' of observers and streams)"))
            }
            // `final class SignInVM: BaseViewModel<SignInVM.Input, SignInVM.Output>`: its base declares the contract,
            // which says more than that vmgen finds none (one warning where the class stands).
            let inherited = InheritedSubjectContracts.warnings(declarations, path: path)
            diagnostics.removeAll { found in
                found.message.contains(" vmgen finds no contract of it ") && inherited.contains { $0.location == found.location }
            }
            diagnostics += inherited
            return Result(specText: nil, viewModelCount: 0, diagnostics: diagnostics)
        }
        var (text, origins) = SpecWriter.located(spec)
        // What the spec pipeline refuses is an error in the Swift file, at the member its line comes from (at the view
        // model for its own lines).
        var (_, specDiagnostics) = Generator.resolve(SpecSource(path: path, bytes: Array(text.utf8)))
        // An input whose derived storage takes another member's name gets a stream name of its own (`as`).
        if InputStreamRenames.hasCollision(specDiagnostics),
           InputStreamRenames.rename(specDiagnostics, origins: origins, in: &spec, path: path, notes: &diagnostics) {
            (text, origins) = SpecWriter.located(spec)
            (_, specDiagnostics) = Generator.resolve(SpecSource(path: path, bytes: Array(text.utf8)))
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for diagnostic in specDiagnostics where diagnostic.severity == .error {
            let line = diagnostic.location.line - 1
            let culprit = line < lines.count ? String(lines[line]).trimmingSpaces : ""
            let origin = line >= 0 && line < origins.count ? origins[line] : nil
            diagnostics.append(Diagnostic(
                .error, path: path, at: origin ?? spec.viewModels.first?.location ?? SourceLocation(line: 1, column: 1),
                "the imported spec would not generate: \(diagnostic.message) (in '\(culprit)')"
                    + SameNamedGroupMembers.explanation(diagnostic.message)))
        }
        // What the file declares beside the view model, which the generated file replacing it does not: as `--check`.
        if !specDiagnostics.contains(where: { $0.severity == .error }) {
            diagnostics += DeclaredBesideViewModel.importWarnings(
                declarations: declarations, path: path, spec: text, context: context)
        }
        return Result(specText: text, viewModelCount: spec.viewModels.count, diagnostics: diagnostics.sorted { $0.location < $1.location })
    }
}
