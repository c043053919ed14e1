extension OutputSync {
    /// Removes the temporary files of runs that were killed before they could rename them:
    /// `.<name>.vmgen-<pid>-….tmp` untouched for a minute whose process is gone, or that carry this process's own
    /// pid (it has written none yet: an earlier process had the pid, as in a restarted container); and any untouched
    /// for an hour (a pid reused by an unrelated process). A pid means nothing across PID namespaces (containers
    /// sharing a volume), so a file younger than a minute is never taken: a live run's staged files are left alone.
    /// Leftovers never block a run either way: temporary names carry a random nonce.
    /// It looks in the output folder and in its `.vmgen` folder, where the cache is written, and beside the output
    /// folder for the hidden folders of runs that staged a whole new output folder (`StagedFolder`).
    func removeAbandonedTemporaryFiles() {
        if FileSystem.kind(folder) == .directory {
            removeAbandonedTemporaryFiles(in: folder)
            removeAbandonedTemporaryFiles(in: path(GenerationCache.folderName))
        }
        StagedFolder.removeAbandoned(besides: folder, isAbandoned: Self.isAbandoned)
    }

    private func removeAbandonedTemporaryFiles(in folder: String) {
        guard let entries = try? FileSystem.contents(of: folder, sorted: false) else { return }
        for entry in entries where !entry.isDirectory && entry.name.hasPrefix(".") && entry.name.hasSuffix(".tmp") {
            guard let marker = entry.name.range(of: ".vmgen-") else { continue }
            let file = folder + "/" + entry.name
            if Self.isAbandoned(file, entry.name[marker.upperBound...]) { try? FileSystem.remove(file) }
        }
    }

    /// Whether the temporary file or folder at `path`, whose name goes on with `pidAndRest` after `.vmgen-`, was
    /// abandoned by a run that was killed.
    static func isAbandoned(_ path: String, _ pidAndRest: Substring) -> Bool {
        guard let process = Int32(pidAndRest.prefix { $0.isNumber }) else { return false }
        let age = FileSystem.ageInSeconds(path) ?? 0
        return age > 3600 || (age > 60 && (process == FileSystem.pid || !FileSystem.isProcessAlive(process)))
    }
}
