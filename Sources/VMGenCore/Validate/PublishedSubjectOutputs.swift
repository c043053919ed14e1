/// A value output (`@value`) of the subject style: the class's `output` is `@Published var output: Output`, a struct
/// of values the class keeps set from the logic's streams (`PublishedSubjectOutput`), as SwiftUI view models write
/// `@Published var output = Output()`. That is Combine's `ObservableObject`, in a class that makes its own `Output`.
enum PublishedSubjectOutputs {
    /// Why the spec's options cannot publish the subject style's `output`, as the error and its note; nil when they can.
    static func refusal(_ options: GenerationOptions) -> (message: String, note: String)? {
        let what = "'@value' makes the subject style's 'output' a '@Published var' struct of values the view reads"
        if options.framework != .combine {
            return ("\(what), which is Combine's, and the framework is '\(options.framework.name)'",
                    "write 'framework: combine', or drop '@value' for a stream the view binds")
        }
        if options.isStruct {
            return ("\(what), which a struct view model cannot publish", "drop 'declaration: struct': the view model is a class")
        }
        if options.subjectContractIsGiven {
            return ("\(what), and 'subject-contract: given' hands the class the 'Output' it keeps",
                    "drop '@value', or drop 'subject-contract: given' for an 'Output' the class makes")
        }
        if options.testSupport {
            return ("\(what), which '--tests' writes no probe or fake of yet",
                    "test the view model itself: the view's 'output' values are read as they are set")
        }
        return nil
    }
}
