extension OutputSync {
    /// Removes the temporary files of runs that were killed before they could rename them:
    /// `.<name>.vmgen-<pid>-….tmp` untouched for a minute whose process is gone, or that carry this process's own
    /// pid (it has written none yet: an earlier process had the pid, as in a restarted container); and any untouched
    /// for an hour (a pid reused by an unrelated process). A pid means nothing across PID namespaces (containers
    /// sharing a volume), so a file younger than a minute is never taken: a live run's staged files are left alone.
    /// Leftovers never block a run either way: temporary names carry a random nonce.
    /// It looks in the output folder and in its `.vmgen` folder, where the cache is written.
    func removeAbandonedTemporaryFiles() {
        removeAbandonedTemporaryFiles(in: folder)
        removeAbandonedTemporaryFiles(in: path(GenerationCache.folderName))
    }

    private func removeAbandonedTemporaryFiles(in folder: String) {
        guard let entries = try? FileSystem.contents(of: folder) else { return }
        let ownPid = FileSystem.processID()
        for entry in entries where !entry.isDirectory && entry.name.hasPrefix(".") && entry.name.hasSuffix(".tmp") {
            guard let marker = entry.name.range(of: ".vmgen-") else { continue }
            let pid = entry.name[marker.upperBound...].prefix { $0.isNumber }
            guard let process = Int32(pid) else { continue }
            let file = folder + "/" + entry.name
            let age = FileSystem.ageInSeconds(file) ?? 0
            let abandoned = age > 3600 || (age > 60 && (process == ownPid || !FileSystem.isProcessAlive(process)))
            if abandoned { try? FileSystem.remove(file) }
        }
    }
}
