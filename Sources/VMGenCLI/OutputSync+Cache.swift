/// Saving the output folder's cache and record at the end of a run (split from `OutputSync.swift`).
extension OutputSync {
    /// Writes the cache for the next run when it changed: the folder's record of what vmgen wrote (always), and
    /// unless --no-cache this run's specs as recorded, earlier entries kept only while their spec still exists.
    /// Returns why the folder's state could not be saved, if it could not: the record decides what later runs may
    /// replace or prune, so that is said, never swallowed.
    @discardableResult
    func saveCache(_ records: [SpecRecord], outcome: CommitOutcome) -> String? {
        guard keepsRecord else { return nil }
        var next = GenerationCache()
        if usesCache && outcome.status == 0 {
            next.entries.reserveCapacity(records.count)
            if !cache.entries.isEmpty {
                let current = Set(records.map(\.headerName))
                for (name, entry) in cache.entries where !current.contains(name) && FileSystem.kind(path(name)) == .file {
                    next.entries[name] = entry
                }
            }
            for record in records {
                if let entry = record.cacheEntry { next.entries[record.headerName] = entry }
            }
        } else {
            next.entries = cache.entries
        }
        // What this run wrote or found as it would have written it; then earlier records of files still there
        // (another project's outputs in a shared folder, side files of other runs).
        next.records.reserveCapacity(records.reduce(cache.records.count) { $0 + $1.outputs.count })
        for record in records {
            for (name, output) in zip(record.fileNames, record.outputs)
            where outcome.unwritten.isEmpty || !outcome.unwritten.contains(path(name)) {
                next.records["./" + name] = output
            }
        }
        next.records.merge(outcome.sideFiles) { $1 }
        for (key, output) in cache.records where next.records[key] == nil && !outcome.removed.contains(key) {
            let file = key.hasPrefix("./") ? path(String(key.dropFirst(2))) : canonicalFolder + "/" + key
            if FileSystem.kind(file) != .missing || FileSystem.isSymbolicLink(file) { next.records[key] = output }
        }
        let bytes = next.serialized()
        if bytes == cache.raw && !cache.isLegacy { return nil }
        do {
            try FileSystem.createDirectories(folder + "/" + GenerationCache.folderName)
            try FileSystem.writeAtomically(bytes, to: folder + "/" + GenerationCache.fileName)
            // Upgraded: vmgen 0.2's cache, which vmgen wrote, now lives in .vmgen/cache.
            if cache.isLegacy { try FileSystem.remove(folder + "/" + GenerationCache.legacyFileName) }
        } catch {
            // The generated files are whole; a later run takes longer, and prunes nothing of this run's.
            return "could not save '\(folder)/\(GenerationCache.fileName)' (\(error)); the next run renders every spec again"
                + " and cannot prune what this one wrote"
        }
        return nil
    }
}
