import VMGenCore

/// The one rule by which vmgen decides whether it may replace or remove a file that is already there. Every writer
/// asks here: generated files, `--prune`, `--depfile`, `--output-list`, `vmgen filelists` and `vmgen import`.
///
/// vmgen replaces or removes a file only when it can show that it wrote it, never because the file looks like what
/// it writes (a header, a shape of lines), which a hand-written file can copy. It can show it when:
/// - the output folder's record of what vmgen wrote there (kept in its `.vmgen/cache`, with `--no-cache` too) lists
///   the path with the size and hash of what was written, and the file still has them (`owned`), or lists it and the
///   file changed since (`edited`; a generated file only while it still starts with the header vmgen writes there);
/// - the file carries a signature line whose hash is the hash of the rest of the file (`Signature`: the file lists
///   of `vmgen filelists`, which are committed, so they must be recognisable on a fresh clone, without the record);
/// - in a `--sandboxed` run, which may not read the record, the Xcode phase declares the path as its output in the
///   list that `--expect-outputs` checks against what the specs generate.
/// A file that holds nothing (empty, or a beginning of vmgen's header: what a run killed while writing in place
/// leaves) is nobody's (`empty`); anything else is `foreign`.
///
/// One exception, for a folder whose record is gone (a fresh clone of committed outputs, `.vmgen/` deleted by
/// `git clean -X`, a cache vmgen cannot read): at a path a spec of the run generates, a file whose first line is
/// exactly the header vmgen writes there, naming that spec, is taken as that spec's earlier output (`edited`), which
/// vmgen may replace but never prune. Where the folder has a record, the record alone decides.
///
/// What may be done with it then: see `mayReplace` and `mayRemove`.
struct Ownership: Sendable {
    enum Verdict: Equatable {
        /// Nothing is there.
        case absent
        /// A file that holds nothing of anyone's.
        case empty
        /// vmgen wrote it, and it is as vmgen wrote it (or declared as the sandboxed phase's output).
        case owned
        /// vmgen wrote it, and it was changed since.
        case edited
        /// Nothing shows that vmgen wrote it.
        case foreign
    }

    /// What a file is to vmgen: a generated view model (`DO NOT EDIT`, restored when edited), or any other file it
    /// writes (a depfile, a list, an imported spec: someone may have put work into it).
    enum Kind { case generated, other }

    /// The record of what vmgen wrote, by path relative to the output folder's canonical path (`./A.swift`,
    /// `../out.d`); nil when there is none (no readable cache), the run may not read it (`--sandboxed`) or has no
    /// output folder (`vmgen import`).
    let record: [String: GenerationCache.Output]?
    /// The output folder's canonical path, against which `record` is keyed.
    let canonicalFolder: String
    /// `--sandboxed`: the canonical paths the phase's output file list declares.
    let declared: Set<String>

    init(record: [String: GenerationCache.Output]?, canonicalFolder: String, declared: Set<String> = []) {
        self.record = record
        self.canonicalFolder = canonicalFolder
        self.declared = declared
    }

    /// No record, nothing declared: only empty files and signed ones are vmgen's.
    static let unrecorded = Ownership(record: nil, canonicalFolder: "/")

    /// The record's key for a canonical path.
    func key(canonical: String) -> String {
        Paths.relative(from: canonicalFolder, to: canonical)
    }

    /// What the file at `path` (its canonical path `canonical`) is to vmgen. `holdsNothing` is what the caller knows
    /// already (a generated path's comparison); `signed` lets a valid signature line count; `header` is the header
    /// line vmgen writes at this generated path, for a folder without a record.
    func verdict(
        path: String, canonical: String, holdsNothing: Bool? = nil, signed: Bool = false, header: String? = nil
    ) -> Verdict {
        if holdsNothing == true { return .empty }
        if let recorded = record?[key(canonical: canonical)] {
            guard FileSystem.kind(path) != .missing || FileSystem.isSymbolicLink(path) else { return .absent }
            if FileSystem.contentHash(path, size: recorded.size) == recorded.hash { return .owned }
            // A generated file edited by hand still starts with its header; one that does not was replaced.
            guard let header else { return .edited }
            return Self.starts((try? FileSystem.readIfPresent(path)) ?? nil, with: header) ? .edited : .foreign
        }
        // A declared output that is a regular file, or a link (which the write replaces); never a FIFO or a device.
        if declared.contains(canonical) && (FileSystem.isSymbolicLink(path) || FileSystem.kind(path) == .file) {
            return .owned
        }
        let bytes: [UInt8]?
        do {
            bytes = try FileSystem.readIfPresent(path)
        } catch {
            return .foreign // a FIFO, a folder, an unreadable file: nothing vmgen wrote
        }
        guard let bytes else { return FileSystem.isSymbolicLink(path) ? .foreign : .absent }
        if Self.holdsNothing(bytes) { return .empty }
        if signed && Signature.isValid(bytes) { return .owned }
        if record == nil, let header, Self.starts(bytes, with: header) { return .edited }
        return .foreign
    }

    private static func starts(_ bytes: [UInt8]?, with header: String) -> Bool {
        bytes?.starts(with: Array((header + "\n").utf8)) ?? false
    }

    /// Whether bytes hold nothing of anyone's: empty, or a beginning of vmgen's generated header.
    static func holdsNothing(_ bytes: [UInt8]) -> Bool {
        let header = Array(GeneratedHeader.prefix.utf8)
        return bytes.count < header.count && header.starts(with: bytes)
    }

    /// Whether vmgen may write over a file with this verdict: one it wrote and one that holds nothing; a generated
    /// view model edited by hand too (it says `DO NOT EDIT`, and the build restores it); anything else only with
    /// `--force`.
    static func mayReplace(_ verdict: Verdict, kind: Kind, force: Bool) -> Bool {
        switch verdict {
        case .absent, .empty, .owned: return true
        case .edited: return kind == .generated || force
        case .foreign: return force
        }
    }

    /// Whether `--prune` may delete a file with this verdict: only one vmgen wrote and nobody changed since, so
    /// nothing but vmgen's own bytes is ever deleted. `--force` does not change it.
    static func mayRemove(_ verdict: Verdict) -> Bool {
        verdict == .owned
    }

    /// Why vmgen refuses to write over a file, for a `vmgen: error:` line; `what` names the kind of file
    /// (`a depfile`, `a file list`).
    static func refusal(_ verdict: Verdict, path: String, what: String) -> String {
        verdict == .edited
            ? "'\(path)' changed since vmgen wrote it; refusing to overwrite it (use --force to replace it)"
            : "'\(path)' is not \(what) vmgen wrote; refusing to overwrite it (use --force to replace it)"
    }
}

/// The signature line of a file vmgen writes that is kept in version control (the file lists of `vmgen filelists`):
/// `# Written by vmgen; regenerate it rather than edit it. <hash>`, the hash being that of everything after the
/// line. A copied signature line does not match another file's body, and an edited file no longer matches its own.
enum Signature {
    static let prefix = "# Written by vmgen; regenerate it rather than edit it. "

    /// `body` with its signature line before it.
    static func sign(_ body: String) -> String {
        prefix + hex(StableHash.hash(Array(body.utf8))) + "\n" + body
    }

    static func isValid(_ bytes: [UInt8]) -> Bool {
        guard bytes.starts(with: prefix.utf8), let newline = bytes.firstIndex(of: 0x0A) else { return false }
        let hash = String(decoding: bytes[prefix.utf8.count..<newline], as: UTF8.self)
        return hash == hex(StableHash.hash(Array(bytes[(newline + 1)...])))
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
