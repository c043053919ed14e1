/// What a run keeps of each file it writes (split from `OutputSync.swift`).
extension OutputSync {
    /// One generated file that is not unchanged, and its fate.
    struct FileRecord: Sendable {
        /// The output folder, one string every record shares ("." when `relative` is the path itself).
        private var folder: String
        /// The file's path relative to the output folder: the spec record's own name of it where it can be, so that a
        /// run over thousands of files keeps one string for each, not a second one for its full path.
        private(set) var relative: String
        var action: Action
        /// A temporary file beside the target holding the new content (`FileSystem.writeTemporary`).
        private var stagedFile: String?
        /// Or the staged new output folder holding it, under `relative`. Its path there is worked out when asked
        /// for, so that a run over thousands of files keeps no second path for each.
        private var stagedFolder: StagedFolder?
        /// The content kept in memory: in print mode, and in sandboxed write mode (written in place at commit).
        var contents: [UInt8]?

        /// The file's path: worked out when asked for (a commit, a message), not kept.
        var target: String { folder == "." ? relative : folder + "/" + relative }

        init(folder: String, relative: String, action: Action, staged: String? = nil, contents: [UInt8]? = nil) {
            self.folder = folder
            self.relative = relative
            self.action = action
            stagedFile = staged
            self.contents = contents
        }

        /// A file written into the staged new output folder, under `relative`.
        init(folder: String, relative: String, action: Action, stagedIn staging: StagedFolder) {
            self.folder = folder
            self.relative = relative
            self.action = action
            stagedFolder = staging
        }

        /// Whether the file was written into the staged new output folder, which goes into place whole: known without
        /// building its path there, as a commit that renamed the folder asks of each of thousands of files.
        var isInStagedFolder: Bool { stagedFolder != nil }

        /// The temporary file holding the new content, in write mode, until the run commits or discards it.
        var staged: String? {
            guard let stagedFolder else { return stagedFile }
            return stagedFolder.path + "/" + relative
        }
    }
}
