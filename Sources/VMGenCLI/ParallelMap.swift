import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Maps over an array on every core, keeping the input order in the result.
enum ParallelMap {
    /// The environment variable that, set to `1`, makes a run use one thread: for measuring what one core does, and
    /// for tests that compare a serial run with a parallel one.
    static let threadsVariable = "VMGEN_THREADS"

    /// Whether the environment asks for one thread (`VMGEN_THREADS=1`), read when asked (not once per process), so
    /// that a test may set it between runs.
    static var serialByEnvironment: Bool {
        guard let value = getenv(threadsVariable) else { return false }
        return String(cString: value) == "1"
    }

    /// `transform` of each element, in order; on one thread when `serial` or for fewer than eight elements, else
    /// over every core, each thread taking the next element as it finishes one. Each element is transformed once, by
    /// one thread, and its result goes to its own slot: the result never depends on scheduling.
    ///
    /// One element at a time rather than in chunks: a spec takes well under a millisecond, and a chunk's worth of
    /// specs left on one thread when the other has run out is time the run waits with a core idle.
    static func map<Element: Sendable, Mapped: Sendable>(
        _ elements: [Element], serial: Bool = false, _ transform: @Sendable (Element) -> Mapped
    ) -> [Mapped] {
        if serial || elements.count < 8 { return elements.map(transform) }
        return [Mapped](unsafeUninitializedCapacity: elements.count) { buffer, initialized in
            let slots = Slots(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                (slots.base + index).initialize(to: transform(elements[index]))
            }
            initialized = elements.count
        }
    }

    /// The result's storage, which the threads share: each writes only the slots of its own chunk.
    private struct Slots<Mapped>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Mapped>
    }
}
