/// The file that declares a view model's stream contract once, when several of its styles run it
/// (`LoginViewModel.logic.swift`): each style's file then declares only its view model, and every style of the spec
/// compiles in one module (`StyleNames`).
enum LogicFileRenderer {
    static func render(_ shared: RenderContext.Shared) -> [UInt8] {
        // The imports of a style that runs the contract, without what only the SwiftUI styles' classes need.
        let style = shared.names.styles.first { $0 != .constructor && !$0.isObservable } ?? .triplet
        let context = RenderContext(shared: shared, style: style)
        var writer = SwiftWriter(indentation: shared.options.indentation)
        context.writeHeader(&writer)
        writer.blank()
        if shared.dialect.usesStreams {
            context.appendLogicContract(&writer)
        } else {
            ClosuresTripletRenderer.writeLogicContract(context, &writer)
        }
        var bytes = writer.bytes
        // The contract ends with the blank line that separates it from a view model; a file ends with its last line.
        while bytes.count >= 2 && bytes[bytes.count - 1] == 0x0A && bytes[bytes.count - 2] == 0x0A { bytes.removeLast() }
        return bytes
    }
}
