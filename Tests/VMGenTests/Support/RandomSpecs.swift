import VMGenCore

/// Random valid specs for the property tests: names including Swift keywords, types from a realistic pool, random
/// labels, access levels and indentation, and the transform style's member kinds.
enum RandomSpecs {
    /// Types with a default value for dependencies (nil: no default).
    static let types: [(type: String, value: String?)] = [
        ("Int", "0"), ("String", "\"\""), ("Bool", "false"), ("Double", "1.5"), ("[Int]", "[]"),
        ("[String: [Int]]", "[:]"), ("(row: Int, total: Int)", "(row: 0, total: 0)"), ("Result<Int, Error>", nil),
        ("(String) -> Void", "{ _ in }"), ("Swift.Int", nil), ("Set<String>?", "nil"), ("[Int?]", nil),
        ("(Int, String)", nil), ("@Sendable (Int) async throws -> Bool", nil), ("Character", nil),
        ("[String: Int]?", nil), ("Dictionary<String, Array<Int>>", nil), ("any Error", nil), ("Int.Type", "Int.self"),
    ]
    static let names = [
        "title", "count", "in", "for", "default", "return", "isLoading", "value", "text", "row", "class", "where",
        "café", "名前", "items", "select", "type", "load", "refresh", "tap", "message", "user", "repeat", "get", "set",
    ]
    static let labels: [String?] = [nil, "_", "with", "in", "for", "at", "as", "is"]

    /// A transform-style spec of one or two view models with every member kind `framework` has, drawn at random.
    static func transformSpec(_ framework: Framework, index: Int, using random: inout SeededGenerator) -> String {
        let rx = framework == .rxswift || framework == .rxcocoa
        let inputKinds: [String] = switch framework {
        case .rxcocoa: ["", "@driver ", "@signal ", "@controlEvent ", "@controlProperty ", "@relay ", "@subject "]
        case .rxswift: ["", "@relay ", "@subject ", "@latest ", "@event "]
        case .combine: ["", "@subject ", "@latest "]
        default: ["", "@latest ", "@event "]
        }
        var outputKinds = ["", "@constant "]
        switch framework {
        case .rxcocoa: outputKinds += ["@observable ", "@signal ", "@relay ", "@subject ", "@value "]
        case .rxswift: outputKinds += ["@relay ", "@subject ", "@value "]
        case .combine: outputKinds += ["@subject ", "@value ", "@failure(E) ", "@subject @failure(E) "]
        default: outputKinds += ["@failure(E) "]
        }
        let bag = framework == .combine ? "cancellables: inout Set<AnyCancellable>" : "disposeBag: DisposeBag"
        // ReactiveSwift has no bag: its signals end with their lifetime.
        let bags = framework == .reactiveswift ? []
            : ["transform(_ input: Input, \(bag)) -> Output", "transform(input: Input, \(bag)) -> Output"]
        let signature = (["transform(input: Input) -> Output", "transform(_ input: Input) -> Output"] + bags)
            .randomElement(using: &random)!
        // A struct view model keeps Combine's bindings only in the transform's cancellables.
        let isStruct = Bool.random(using: &random) && (framework != .combine || signature.contains("inout"))
        var text = "options:\n  framework: \(framework.name)\n  styles: transform\n  transform: \(signature)\n"
        text += "  declaration: \(isStruct ? "struct" : "class")\n" + (rx ? "  wrapper: Property\n" : "") + "\n"
        // Types the value-holding kinds can start with, and `Child` for a constant.
        let valued = types.filter { $0.value != nil && !$0.type.contains("->") }
        for viewModel in 0..<Int.random(in: 1...2, using: &random) {
            var pool = names.shuffled(using: &random)
            text += "viewmodel Kinds\(index)x\(viewModel):\n  dependencies:\n    - service: Int = 0\n  inputs:\n"
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let kind = inputKinds.randomElement(using: &random)!
                let parameter = Bool.random(using: &random) ? "" : "(_ value: \(valued.randomElement(using: &random)!.type))"
                text += "    - \(kind)`\(pool.removeLast())`\(parameter)\n"
            }
            text += "  outputs:\n"
            for _ in 0..<Int.random(in: 1...5, using: &random) {
                let kind = outputKinds.randomElement(using: &random)!
                let (type, value) = kind == "@constant " && Bool.random(using: &random)
                    ? ("Child", nil) : valued.randomElement(using: &random)!
                // A value starts with one; a relay or subject with one or none.
                let start = kind == "@value " || (kind.contains("@relay") || kind.contains("@subject")) && Bool.random(using: &random)
                text += "    - \(kind)`\(pool.removeLast())`: \(type)\(start ? " = \(value!)" : "")\n"
            }
        }
        return text
    }

    /// A spec of two or three view models whose names are drawn so that the spec is valid.
    static func spec(index: Int, using random: inout SeededGenerator) -> String {
        let access = AccessLevel.allCases.randomElement(using: &random)!
        let indent = ["2", "4", "tab"].randomElement(using: &random)!
        var text = "options:\n  access: \(access.rawValue)\n  indent: \(indent)\n\n"
        for viewModel in 0..<Int.random(in: 2...3, using: &random) {
            // Inputs, outputs and dependencies share one class in some styles: draw their names without repeats.
            var pool = names.shuffled(using: &random)
            func draw() -> String { pool.removeLast() }
            text += "/// View model \(viewModel) of spec \(index).\nviewmodel Random\(index)x\(viewModel):\n"
            text += "  dependencies:\n"
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                let type = types.randomElement(using: &random)!
                let value = type.value.flatMap { Bool.random(using: &random) ? " = \($0)" : nil } ?? ""
                text += "    - `\(draw())`: \(type.type)\(value)\n"
            }
            text += "  inputs:\n"
            let base = draw()
            for inputIndex in 0..<Int.random(in: 1...4, using: &random) {
                // Sometimes two inputs share a base name and differ by their first label.
                let name = inputIndex == 1 && Bool.random(using: &random) ? base : (inputIndex == 0 ? base : draw())
                var parameters: [String] = []
                var parameterNames = ["p\(inputIndex)a", "p\(inputIndex)b", "in", "default"].shuffled(using: &random)
                let count = name == base && inputIndex == 1 ? 1 : Int.random(in: 0...3, using: &random)
                for position in 0..<count {
                    let label = position == 0 && name == base ? "l\(inputIndex)" : labels.randomElement(using: &random)!
                    let parameterName = parameterNames.removeLast()
                    let prefix = label.map { "\($0) " } ?? ""
                    parameters.append("\(prefix)`\(parameterName)`: \(types.randomElement(using: &random)!.type)")
                }
                let signature = parameters.isEmpty && Bool.random(using: &random) ? "" : "(\(parameters.joined(separator: ", ")))"
                let attribute = ["", "@latest ", "@event "].randomElement(using: &random)!
                text += "    - \(attribute)`\(name)`\(signature)\n"
            }
            text += "  outputs:\n"
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let type = Bool.random(using: &random) ? ("Void", "()") : types.randomElement(using: &random)!
                let attributes = ["", "@async ", "@signal ", "@async @signal ", "@observable "].randomElement(using: &random)!
                let fallback = type.1.flatMap { Bool.random(using: &random) ? " = \($0)" : nil } ?? ""
                text += "    - \(attributes)`\(draw())`: \(type.0)\(fallback)\n"
            }
        }
        return text
    }
}
