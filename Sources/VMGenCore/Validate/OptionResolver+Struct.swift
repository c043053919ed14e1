extension OptionResolver {
    /// `declaration: struct` is the transform and subject styles': a struct has no superclass, and the other styles' view
    /// models keep the storage behind their inputs, which a struct would copy (the subject style's is its subjects and
    /// relays, which every copy of the struct shares).
    static func checkStruct(_ options: GenerationOptions, at location: SourceLocation, into sink: inout DiagnosticSink) {
        if let style = options.styles.first(where: { ![.transform, .subject, .constructor].contains($0) }) {
            sink.error(
                "'declaration: struct' is for the transform and subject styles, and this spec also renders the"
                    + " '\(style.name)' style",
                at: location, notes: [.init("the \(style.name) style's view model keeps the storage behind its inputs: a class")])
        }
        if options.superclass != nil {
            sink.error("a struct has no superclass; drop 'superclass:' or 'declaration: struct'", at: location)
        }
        // ReactiveSwift's pipe behind each input is a pair of members one expression makes, which Swift lets a class
        // declare and not a struct.
        if options.styles.contains(.subject), options.framework == .reactiveswift {
            sink.error(
                "'declaration: struct' in the subject style keeps a 'Signal.pipe()' behind each input, a pair of members a"
                    + " struct cannot declare in one 'let' as a class does", at: location,
                notes: [.init("drop 'declaration: struct': the view model is a class in ReactiveSwift")])
        }
    }
}
