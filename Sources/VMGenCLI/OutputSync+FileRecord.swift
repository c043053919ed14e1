/// What a run keeps of each file it writes (split from `OutputSync.swift`).
extension OutputSync {
    /// One generated file that is not unchanged, and its fate.
    struct FileRecord: Sendable {
        var target: String
        var action: Action
        /// A temporary file beside the target holding the new content (`FileSystem.writeTemporary`).
        private var stagedFile: String?
        /// Or the staged new output folder holding it, under its path relative to the output folder: the end of
        /// `target` from `relativeStart`. Its path there is worked out when asked for, so that a run over thousands of
        /// files keeps no second path for each.
        private var stagedFolder: StagedFolder?
        private var relativeStart = 0
        /// The content kept in memory: in print mode, and in sandboxed write mode (written in place at commit).
        var contents: [UInt8]?

        init(target: String, action: Action, staged: String? = nil, contents: [UInt8]? = nil) {
            self.target = target
            self.action = action
            stagedFile = staged
            self.contents = contents
        }

        /// A file written into the staged new output folder, `target` being its path in the output folder, whose
        /// path relative to the output folder starts at `relativeStart` (a byte offset).
        init(target: String, action: Action, stagedIn folder: StagedFolder, relativeStart: Int) {
            self.target = target
            self.action = action
            stagedFolder = folder
            self.relativeStart = relativeStart
        }

        /// The temporary file holding the new content, in write mode, until the run commits or discards it.
        var staged: String? {
            guard let stagedFolder else { return stagedFile }
            return stagedFolder.path + "/" + String(decoding: target.utf8.dropFirst(relativeStart), as: UTF8.self)
        }
    }
}
