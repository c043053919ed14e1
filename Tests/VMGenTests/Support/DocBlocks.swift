import Foundation

/// A fenced code block of README.md or a page of docs/, with the check written on the line before its fence
/// (`<!-- check: compile Fixtures/SayHello rxswift triplet -->`). A yaml block is a spec and an sh block commands to
/// run unless it says otherwise; every other block must say how it is checked.
struct DocBlock {
    /// The document, relative to the package's root.
    let document: String
    /// The line of the opening fence.
    let line: Int
    let language: String
    let text: String
    /// The check's words: its mode, then the mode's arguments.
    let check: [String]

    var location: String { "\(document):\(line)" }
    var mode: String { check.first ?? "" }
    var arguments: [String] { Array(check.dropFirst()) }

    /// The documents whose blocks are checked: README.md and every page of docs/, README first.
    static var documents: [String] {
        let docs = TestSupport.root.appendingPathComponent("docs")
        let pages = ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
        return ["README.md"] + pages
    }

    static func blocks(of document: String) throws -> [DocBlock] {
        let text = try String(contentsOf: TestSupport.root.appendingPathComponent(document), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        var blocks: [DocBlock] = []
        var index = 0
        while index < lines.count {
            // A fence may be indented, inside a list item: its lines are, as much.
            let line = lines[index]
            let indent = line.prefix { $0 == " " }.count
            guard line.dropFirst(indent).hasPrefix("```") else { index += 1; continue }
            let language = String(line.dropFirst(indent + 3)).trimmingCharacters(in: .whitespaces)
            var body: [String] = []
            var end = index + 1
            while end < lines.count, !lines[end].drop(while: { $0 == " " }).hasPrefix("```") {
                let text = lines[end]
                body.append(String(text.dropFirst(min(indent, text.prefix { $0 == " " }.count))))
                end += 1
            }
            var check: [String] = []
            let before = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
            if let match = before.firstMatch(of: #/^<!-- check: (.*) -->$/#) {
                check = match.output.1.split(separator: " ").map(String.init)
            } else if language == "yaml" {
                check = ["spec"]
            } else if language == "sh" {
                check = ["run"]
            }
            blocks.append(DocBlock(
                document: document, line: index + 1, language: language, text: body.joined(separator: "\n"), check: check))
            index = end + 1
        }
        return blocks
    }

    /// The block's shell commands: lines joined where they end in `\`, without comments and blank lines.
    var commands: [String] {
        var commands: [String] = []
        var pending = ""
        for raw in text.components(separatedBy: "\n") {
            var line = raw
            if let comment = line.range(of: " # ") ?? line.range(of: "  #") { line = String(line[..<comment.lowerBound]) }
            line = line.trimmingCharacters(in: .whitespaces)
            if line.hasSuffix("\\") {
                pending += line.dropLast() + " "
                continue
            }
            let command = (pending + line).trimmingCharacters(in: .whitespaces)
            pending = ""
            if !command.isEmpty && !command.hasPrefix("#") { commands.append(command) }
        }
        return commands
    }

    /// The words of a command, as a shell splits them (no quoting is used in the docs' commands).
    static func words(_ command: String) -> [String] {
        command.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    }

    /// The path a spec block names in its first line (`# Specs/Login.vmspec`), if any.
    var namedPath: String? {
        guard let first = text.components(separatedBy: "\n").first,
              let match = first.firstMatch(of: #/^# ([\w./-]+\.(vmspec|options))$/#) else { return nil }
        return String(match.output.1)
    }
}

/// Markdown headings and links, for the checks that every page's contents and every link resolve.
enum DocLinks {
    /// GitHub's anchor for a heading: lowercased, punctuation but `-` and `_` dropped, spaces made `-`.
    static func anchor(_ heading: String) -> String {
        let lowered = heading.lowercased()
        let kept = lowered.unicodeScalars.filter {
            CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" || $0 == " "
        }
        return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
    }

    /// The headings of a document outside code blocks: level and text.
    static func headings(_ text: String) -> [(level: Int, text: String)] {
        var inFence = false
        var headings: [(Int, String)] = []
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") { inFence.toggle() }
            if inFence { continue }
            if let match = line.firstMatch(of: #/^(#{1,6}) (.+)$/#) {
                headings.append((match.output.1.count, String(match.output.2)))
            }
        }
        return headings
    }

    /// The relative links of a document outside code blocks: `(target, anchor)` of `[text](target#anchor)`.
    static func links(_ text: String) -> [(target: String, anchor: String?)] {
        var inFence = false
        var links: [(String, String?)] = []
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") { inFence.toggle() }
            if inFence { continue }
            for match in line.matches(of: #/\]\(([^)\s]*)\)/#) {
                let link = String(match.output.1)
                if link.hasPrefix("http://") || link.hasPrefix("https://") { continue }
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                links.append((parts[0], parts.count > 1 ? parts[1] : nil))
            }
        }
        return links
    }
}
