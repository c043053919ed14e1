/// The logic contract and the call into it: the `Input` and `Output` structs the hand-written logic maps between, the
/// docs that show the extension to write, the view's own structs, and the `init` that runs the logic.
extension RenderContext {
    /// The doc comment of a logic contract: `intro`, then the extension the user writes, whose
    /// `static func <function>, <dependencies>) -> <result>` holds what `body` writes. Wrapped like code.
    func writeLogicDocs(
        _ intro: [String], function: String, result: String, _ writer: inout SwiftWriter,
        body: (inout SwiftWriter) -> Void
    ) {
        let dependencies = viewModel.logicDependencies.map {
            ", \(Identifier.escaped($0.name)): \($0.logicParameterType)"
        }.joined()
        writer.docs(intro + ["", "Implement the logic in a file of your own, which vmgen never writes:", ""]
            + SwiftWriter.docExample { example in
                example.block("extension \(logicName)") { example in
                    example.block("static func \(function)\(dependencies)) -> \(result)", body)
                }
            })
    }

    /// Writes the logic contract: the `Input` and `Output` stream structs the hand-written logic maps between.
    func writeLogicContract(_ writer: inout SwiftWriter) {
        writer.line("// MARK: - Logic")
        writer.blank()
        writeLogicDocs(
            ["The contract between the generated `\(viewModel.name)` and its hand-written logic."],
            function: "transform(_ \(viewModel.logicStreamsParameter): Input", result: "Output", &writer
        ) { example in
            example.list("Output(", viewModel.outputs.map { "\(Identifier.label($0.name)): ..." }, ")", maxWidth: 100)
        }
        writer.block("\(isolation)\(access)enum \(logicName)") { writer in
            // The protocols' typealiases, by their names, for the structs below and the logic.
            writeTypeAliasesByName(&writer)
            writer.docs(["The inputs of `\(viewModel.name)`, as streams."])
            writeStruct(
                "Input", members: zip(viewModel.inputs, shared.inputStreams).map { ($0.streamName, $1, $0.docs) },
                conditions: viewModel.inputs.map(\.condition), order: shared.convertsInputs ? nil : options.inputInit, &writer)
            writer.blank()
            writer.docs(["The outputs of `\(viewModel.name)`, as streams."])
            writeStruct(
                "Output", members: zip(viewModel.outputs, shared.outputStreams).map { ($0.name, $1, $0.docs) },
                escaping: viewModel.outputs.map(\.isClosure), conditions: viewModel.outputs.map(\.condition),
                order: shared.convertsOutputs ? nil : options.outputInit, &writer)
        }
    }

    /// The spec's typealiases (which the triplet's protocols, or the SwiftUI styles' class, declare), and a blank line:
    /// in a type that does not conform to those protocols (the logic's enum, shared by every style, and the probe), its
    /// members' types then read as the protocols write them. A typealias names its type, so both are the same type.
    /// `documented`: with their docs, where the type declares them for the view (the SwiftUI styles' class).
    func writeTypeAliasesByName(_ writer: inout SwiftWriter, documented: Bool = false) {
        for alias in viewModel.typeAliases {
            if documented { writer.docs(alias.docs) }
            writer.line("\(access)typealias \(Identifier.escaped(alias.name)) = \(alias.type.description)")
        }
        if !viewModel.typeAliases.isEmpty { writer.blank() }
    }

    /// The `Output` the view sees: the logic's when it is the same, else a struct of the view's types.
    func writeViewOutput(named name: String = "Output", _ writer: inout SwiftWriter) {
        if isAppType(name) {
            // The app declares the struct itself (`app-types:`): the method makes it of the logic's streams.
            writer.line("// The view binds the outputs of `\(viewModel.name)` in the app's own `\(name)`.")
            return
        }
        guard shared.convertsOutputs else {
            writer.docs(["The outputs of `\(viewModel.name)`, as streams."])
            writer.line("\(access)typealias \(name) = \(logicName).Output")
            return
        }
        writer.blank()
        writer.docs(["The outputs of `\(viewModel.name)`, as the view binds them."])
        // An output offered outside it (`@outside`) is the logic's alone, which the class keeps in its relay.
        let shown = viewModel.outputs.indices.filter { !viewModel.outputs[$0].isOutside }
        writeStruct(
            name, members: shown.map { (viewModel.outputs[$0].name, shared.outputViewTypes[$0], viewModel.outputs[$0].docs) },
            escaping: shown.map { viewModel.outputs[$0].isClosure }, made: shown.map { madeOutputs[$0] },
            lets: shown.map { viewModel.outputs[$0].isLet }, order: options.outputInit, &writer)
    }

    /// What each output the view's `Output` makes itself (`@made`) starts as (`BehaviorRelay<Int>(value: 0)`); nil
    /// for one `transform` hands it.
    var madeOutputs: [String?] {
        zip(viewModel.outputs, shared.outputViewTypes).map {
            $0.isMade ? dialect.making($1, startingValue: $0.fallback) : nil
        }
    }

    /// What each input the view's `Input` makes itself (`@made`) starts as (`PublishRelay<Void>()`); nil for one the
    /// view hands it.
    var madeInputs: [String?] {
        zip(viewModel.inputs, shared.inputViewTypes).map {
            $0.isMade ? dialect.making($1, startingValue: $0.startingValue) : nil
        }
    }

    /// `prefix` + `Output(name: output.name.asDriver(...), ...)`: the view's outputs from the logic's `output`;
    /// relay and subject outputs bound through `bindings` into the storage named `storage`.
    func writeViewOutputConstruction(
        prefix: String, named name: String = "Output", bindings: (SubjectOutputBindings, storage: String)? = nil,
        excludingValues: Bool = false, _ writer: inout SwiftWriter
    ) {
        // A relay or subject the struct makes itself (`@made`) is not an argument: `transform` binds it afterwards.
        let arguments = viewModel.outputs.enumerated().filter {
            (!excludingValues || $1.streamKind != .value) && !$1.isMade && !$1.isOutside
        }.map { index, output in
            if let (bindings, storage) = bindings, output.streamKind?.isSubjectLike == true {
                return Argument(
                    output.name,
                    bindings.bind("output.\(Identifier.member(output.name))", output, shared.outputElements[index], storage))
            }
            return Argument(output.name, logicViewOutput(index))
        }
        writer.list(prefix + name + "(", arguments: arguments, ")")
    }

    /// A struct of `let` members; with an explicit initializer when it is not internal (memberwise ones are).
    /// `escaping` says which members are closures, which an explicit initializer takes as `@escaping`; `conditions`,
    /// which exist only in some builds (`@if`): `#if` goes around them, and the initializer is written for each build.
    /// `made`: what each member the struct makes itself starts as (`@made`, nil for one it is given): declared with it,
    /// and taken by the initializer only as a `var` (with it as the default), as Swift's memberwise one does; `lets`,
    /// which of those are `let` whatever `members:` says (`@let`), and so not taken.
    /// `order` (`input-init:`, `output-init:`): the parameters in the order the app's call sites hand them, an
    /// initializer written beside the one of each member in order (then written whatever the access, as declaring one
    /// drops Swift's).
    func writeStruct(
        _ name: String, members: [(name: String, type: String, docs: [String])], escaping: [Bool] = [],
        conditions: [String?] = [], made: [String?] = [], lets: [Bool] = [], order: [InitParameter]? = nil,
        _ writer: inout SwiftWriter
    ) {
        func condition(_ index: Int) -> String? { index < conditions.count ? conditions[index] : nil }
        func start(_ index: Int) -> String? { index < made.count ? made[index] : nil }
        func keyword(_ index: Int) -> String { index < lets.count && lets[index] ? "let" : options.memberKeyword }
        writer.block("\(access)struct \(name)\(options.sendable ? ": Sendable" : "")") { writer in
            for (index, member) in members.enumerated() {
                writer.conditional(condition(index)) { writer in
                    writer.docs(member.docs)
                    // `name = start` or `name: Type`, each written in the line's one buffer, not joined first.
                    if let start = start(index) {
                        writer.line("\(access)\(keyword(index)) \(Identifier.escaped(member.name)) = \(start)")
                    } else {
                        writer.line("\(access)\(options.memberKeyword) \(Identifier.escaped(member.name)): \(member.type)")
                    }
                }
            }
            guard !access.isEmpty || order != nil else { return }
            writer.blank()
            // Only default arguments set the team's initializer apart (`input-init:`): it stands in this one's stead.
            let taken = members.indices.filter { start($0) == nil || keyword($0) == "var" }.map { members[$0].name }
            let replaced = order.map { order in order.map(\.member) == taken && order.allSatisfy { $0.label == nil } } ?? false
            writer.branches(CompileCondition.distinct(conditions)) { writer, holds in
                guard !replaced else { return }
                let present = members.indices.filter {
                    holds(condition($0)) && (start($0) == nil || keyword($0) == "var")
                }
                let parameters = present.map { index in
                    let isEscaping = index < escaping.count && escaping[index]
                    let name = Identifier.escaped(members[index].name)
                    let escaping = isEscaping ? "@escaping " : ""
                    guard let start = start(index) else {
                        return String(built: "\(name): \(escaping)\(members[index].type)")
                    }
                    return String(built: "\(name): \(escaping)\(members[index].type) = \(start)")
                }
                writer.list("\(access)init(", parameters, ") {")
                writer.indent { writer in
                    for member in present.map({ members[$0] }) {
                        writer.line("self.\(Identifier.member(member.name)) = \(Identifier.escaped(member.name))")
                    }
                }
                writer.line("}")
            }
            if let order { writeOrderedInit(order, members: members, escaping: escaping, first: replaced, &writer) }
        }
    }

    /// `init(loadTrigger: ..., refreshTrigger: ...)`: the initializer that takes `members` as `order` gives them, in
    /// its order, with its labels and default arguments, as the app's call sites make the struct (`input-init:`,
    /// `output-init:`); `first`: the struct declares no other.
    private func writeOrderedInit(
        _ order: [InitParameter], members: [(name: String, type: String, docs: [String])], escaping: [Bool], first: Bool,
        _ writer: inout SwiftWriter
    ) {
        let indexed = order.compactMap { parameter in members.firstIndex { $0.name == parameter.member }.map { ($0, parameter) } }
        if !first { writer.blank() }
        writer.docs(["Made with its members in the order the app's call sites hand them."])
        writer.list("\(access)init(", indexed.map { index, parameter in
            let isEscaping = index < escaping.count && escaping[index]
            let label = parameter.label.map { Identifier.label($0) + " " } ?? ""
            let defaultValue = parameter.defaultValue.map { " = " + $0 } ?? ""
            return String(built: "\(label)\(Identifier.escaped(parameter.member)): \(isEscaping ? "@escaping " : "")\(members[index].type)\(defaultValue)")
        }, ") {")
        writer.indent { writer in
            for (index, _) in indexed {
                writer.line("self.\(Identifier.member(members[index].name)) = \(Identifier.escaped(members[index].name))")
            }
        }
        writer.line("}")
    }

    /// `// MARK: Init` and the `init` that runs the logic on the streams of `backings`; `keep` writes what the view
    /// model keeps of the logic's `output` (`locals` are the names that hide members: write `self.` before them).
    func writeLogicInit(
        _ backings: [InputBacking], _ writer: inout SwiftWriter, keep: (inout SwiftWriter, _ locals: Set<String>) -> Void
    ) {
        writer.blank()
        writer.line("// MARK: Init")
        writer.blank()
        let locals = Set(viewModel.dependencies.map(\.name) + ["output"])
        writer.list("\(access)\(initializer(dependencyParameters))", dependencyParameters, ") {")
        writer.indent { writer in
            writeReadableDependencyAssignments(&writer)
            let streams = backings.map { Self.qualified($0.stream, $0, shadowing: locals) }
            if viewModel.outputs.isEmpty {
                writeLogicCall(prefix: "_ = ", streams: streams, &writer)
            } else {
                writeLogicCall(prefix: "let output = ", streams: streams, &writer)
                keep(&writer, locals)
            }
        }
        writer.line("}")
    }

    /// Writes `let output = XLogic.transform(XLogic.Input(...), dependency: dependency)` (or `prefix` instead of
    /// `let output = `), with the input streams given as `streams`.
    /// Inputs under `@if` are given in the builds that have them: the call is written once for each.
    func writeLogicCall(prefix: String, streams: [String], _ writer: inout SwiftWriter) {
        // One held in a relay (`- @relay let repository: Repository`) is handed as the class keeps it, stored first; a
        // property the initializer sets (`- logic init let ...`) as the class's own, set before the call.
        let dependencies = viewModel.logicDependencies.map {
            Argument($0.name, $0.heldType == nil && !$0.isOwnProperty
                ? Identifier.escaped($0.name) : "self." + Identifier.member($0.name))
        }
        writer.branches(CompileCondition.distinct(viewModel.inputs.map(\.condition))) { writer, holds in
            let inputArguments = zip(viewModel.inputs, streams).filter { holds($0.0.condition) }
                .map { Argument($0.streamName, $1) }
            // The one-line call's width, counted before building it: `<prefix><Logic>.transform(<Logic>.Input(<inputs>),
            // <dependencies>)`.
            func joinedWidth(_ items: [Argument]) -> Int {
                items.reduce(0) { $0 + $1.count } + 2 * max(items.count - 1, 0)
            }
            let inputWidth = logicName.utf8.count + ".Input(".utf8.count + joinedWidth(inputArguments) + 1
            let oneLineWidth = prefix.utf8.count + logicName.utf8.count + ".transform(".utf8.count + inputWidth
                + joinedWidth(dependencies) + 2 * dependencies.count + 1
            if writer.width("") + oneLineWidth <= 120 {
                // Built in the line's one buffer, as `prefix + "<Logic>.transform(" + ([input] + dependencies).joined(
                // separator: ", ") + ")"` would join it.
                let separator = dependencies.isEmpty ? "" : ", "
                writer.line("\(prefix)\(logicName).transform(\(logicName).Input(\(joined: inputArguments))\(separator)\(joined: dependencies))")
                return
            }
            writer.line(prefix + "\(logicName).transform(")
            writer.indent { writer in
                let last = dependencies.isEmpty
                writer.list("\(logicName).Input(", arguments: inputArguments, ")" + (last ? "" : ","))
                for (index, dependency) in dependencies.enumerated() {
                    writer.line(dependency, index == dependencies.count - 1 ? "" : ",")
                }
            }
            writer.line(")")
        }
    }
}
