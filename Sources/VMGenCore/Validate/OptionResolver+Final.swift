extension OptionResolver {
    /// `final: false` opens the view model's class to subclasses: a spec whose every style declares no class (the
    /// function style's function, the constructor style's struct, the transform or subject style's `declaration:
    /// struct`) has none to open, and says so where the option stands.
    static func checkNotFinal(_ options: GenerationOptions, at location: SourceLocation, into sink: inout DiagnosticSink) {
        guard !options.styles.isEmpty, !options.styles.contains(where: { options.declaresClass($0) }) else { return }
        let declarations = options.styles.map { style -> String in
            switch style {
            case .function: return "the function style declares a function"
            case .constructor: return "the constructor style declares a struct"
            default: return "'declaration: struct' makes the \(style.name) style's view model a struct"
            }
        }
        sink.error(
            "'final: false' opens the view model's class to subclasses, and this spec declares no class: "
                + declarations.joined(separator: ", "), at: location,
            notes: [.init("drop 'final: false', or generate a style whose view model is a class (triplet, subject,"
                + " transform, observable, published)")])
    }
}
