/// The check across specs: no two view models may declare the same top-level name or write files whose names differ
/// only in case (split from `Generator.swift`).
extension Generator {
    /// What `crossSpecCollisions` looks declarations up by: the hashes of each one's top-level names and of its files'
    /// names in lower case. Working them out (the names are built from each view model's name and styles) is most of
    /// the check's cost, and it needs no other spec: `vmgen generate` works them out on the threads that generate the
    /// specs, so that the check, which runs on one thread once every spec is done, only looks them up.
    ///
    /// The hashes are `String.hashValue`'s, cut to 32 bits: they hold for the process that made them, and two names
    /// that share one are told apart by their text, as the check does for any hash two names share.
    public struct CollisionKeys: Sendable {
        /// For each declaration in turn: how many names it declares, how many files it writes, then the hashes of
        /// those names and of those files' names in lower case.
        fileprivate var words: [UInt32] = []

        public init() {}

        /// The keys of `declarations`, in order.
        public init(_ declarations: [Declaration]) {
            for declaration in declarations { append(declaration) }
        }

        public mutating func append(_ declaration: Declaration) {
            append(declaration, fileNames: declaration.fileNames)
        }

        /// Appends the keys of `declaration`, whose `fileNames` the caller worked out already.
        public mutating func append(_ declaration: Declaration, fileNames files: [String]) {
            let names = declaration.names
            words.reserveCapacity(words.count + 2 + names.count + files.count)
            words.append(UInt32(names.count))
            words.append(UInt32(files.count))
            for name in names { words.append(CollisionKeys.hash(name)) }
            for file in files { words.append(CollisionKeys.hash(file.lowercased())) }
        }

        fileprivate static func hash(_ text: String) -> UInt32 {
            UInt32(truncatingIfNeeded: text.hashValue)
        }
    }

    /// Top-level declarations and output files that two view models would both produce.
    ///
    /// Names are looked up by hash, each pointing at the first declaration that has it, so that a run over
    /// thousands of view models keeps no string per name; a matching hash is confirmed against the real names.
    /// `keys`, the declarations' `CollisionKeys` in order (split in any way, one per spec for instance), spares
    /// working them out here.
    public static func crossSpecCollisions(_ declarations: [Declaration], keys: [CollisionKeys]? = nil) -> [Diagnostic] {
        let keys = keys ?? [CollisionKeys(declarations)]
        var diagnostics: [Diagnostic] = []
        var declared: [UInt32: Int] = [:]
        var files: [UInt32: Int] = [:]
        var overflow: [String: Int] = [:] // names whose hash another name already took
        /// The first declaration that has the name whose hash is `hash`, or nil when `index` is the first (which the
        /// table then records). `name` gives the name, needed only when another name had the hash first.
        func firstOwner(
            _ hash: UInt32, index: Int, in table: inout [UInt32: Int], name: () -> String, matches: (Int, String) -> Bool
        ) -> Int? {
            guard let owner = table[hash] else {
                table[hash] = index
                return nil
            }
            let name = name()
            if matches(owner, name) { return owner }
            if let owner = overflow[name] { return owner }
            overflow[name] = index
            return nil
        }
        func describe(_ index: Int) -> String {
            let previous = declarations[index]
            return "'\(previous.viewModel)' at \(previous.path):\(previous.location.line):\(previous.location.column)"
        }
        var block = 0 // which element of `keys`
        var offset = 0 // where the next declaration's words start in it
        for (index, declaration) in declarations.enumerated() {
            while offset >= keys[block].words.count {
                block += 1
                offset = 0
            }
            let words = keys[block].words
            let nameCount = Int(words[offset])
            let fileCount = Int(words[offset + 1])
            let nameHashes = words[(offset + 2)..<(offset + 2 + nameCount)]
            let fileHashes = words[(offset + 2 + nameCount)..<(offset + 2 + nameCount + fileCount)]
            offset += 2 + nameCount + fileCount
            // The names and files themselves, only where a hash was met before.
            var names: [String]?
            func name(_ position: Int) -> String {
                if names == nil { names = declaration.names }
                return names![position]
            }
            var reported = false
            for (position, hash) in zip(0..., nameHashes) {
                let owner = firstOwner(hash, index: index, in: &declared, name: { name(position) }) {
                    declarations[$0].names.contains($1)
                }
                guard let owner, owner != index else { continue }
                let previous = declarations[owner]
                guard previous.viewModel != declaration.viewModel || previous.path != declaration.path else { continue }
                if !reported {
                    diagnostics.append(Diagnostic(
                        .error, path: declaration.path, at: declaration.location,
                        "view model '\(declaration.viewModel)' generates '\(name(position))', which view model"
                            + " \(describe(owner)) also generates; rename one of them"))
                }
                reported = true
            }
            // Case-insensitive file systems (macOS by default) would merge files differing only in case.
            var fileNames: [String]?
            func file(_ position: Int) -> String {
                if fileNames == nil { fileNames = declaration.fileNames }
                return fileNames![position]
            }
            for (position, hash) in zip(0..., fileHashes) where !reported {
                let owner = firstOwner(hash, index: index, in: &files, name: { file(position).lowercased() }) { owner, key in
                    declarations[owner].fileNames.contains { $0.lowercased() == key }
                }
                if let owner, owner != index {
                    diagnostics.append(Diagnostic(
                        .error, path: declaration.path, at: declaration.location,
                        "view model '\(declaration.viewModel)' would write '\(file(position))', which differs only in case"
                            + " from the file of \(describe(owner))"))
                    reported = true
                }
            }
        }
        return diagnostics
    }
}
