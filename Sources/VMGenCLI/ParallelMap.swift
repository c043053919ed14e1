import Dispatch

/// Maps over an array on every core, keeping the input order in the result.
enum ParallelMap {
    static func map<Element, Mapped>(_ elements: [Element], _ transform: (Element) -> Mapped) -> [Mapped] {
        if elements.count < 8 { return elements.map(transform) }
        return [Mapped](unsafeUninitializedCapacity: elements.count) { buffer, initialized in
            let base = buffer.baseAddress!
            let chunks = min(elements.count, 64)
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                let start = elements.count * chunk / chunks
                let end = elements.count * (chunk + 1) / chunks
                for index in start..<end { (base + index).initialize(to: transform(elements[index])) }
            }
            initialized = elements.count
        }
    }
}
