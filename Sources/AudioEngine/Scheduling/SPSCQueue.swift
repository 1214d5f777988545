import Atomics

/// A bounded single-producer, single-consumer queue that never locks or allocates after creation.
///
/// One thread pushes, one thread pops. Used to pass commands to the audio thread and events back.
final class SPSCQueue<Element>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Element?>
    private let mask: Int
    private let head = ManagedAtomic<Int>(0)
    private let tail = ManagedAtomic<Int>(0)

    /// Creates a queue holding at least `capacity` elements (rounded up to a power of two).
    init(capacity: Int) {
        var size = 1
        while size < capacity { size <<= 1 }
        mask = size - 1
        slots = .allocate(capacity: size)
        slots.initialize(repeating: nil, count: size)
    }

    deinit {
        slots.deinitialize(count: mask + 1)
        slots.deallocate()
    }

    /// Producer side: appends all elements, made visible to the consumer at once, or none if they do not fit.
    @discardableResult
    func push<C: Collection>(contentsOf elements: C) -> Bool where C.Element == Element {
        let t = tail.load(ordering: .relaxed)
        guard t - head.load(ordering: .acquiring) + elements.count <= mask + 1 else { return false }
        var index = t
        for element in elements {
            slots[index & mask] = element
            index += 1
        }
        tail.store(index, ordering: .releasing)
        return true
    }

    /// Producer side: appends one element; false when full.
    @discardableResult
    func push(_ element: Element) -> Bool {
        let t = tail.load(ordering: .relaxed)
        guard t - head.load(ordering: .acquiring) <= mask else { return false }
        slots[t & mask] = element
        tail.store(t + 1, ordering: .releasing)
        return true
    }

    /// Consumer side: whether nothing waits.
    var isEmpty: Bool { head.load(ordering: .relaxed) == tail.load(ordering: .acquiring) }

    /// Consumer side: removes the oldest element, moving it out of its slot.
    func pop() -> Element? {
        let h = head.load(ordering: .relaxed)
        guard h != tail.load(ordering: .acquiring) else { return nil }
        let element = slots[h & mask].take()
        head.store(h + 1, ordering: .releasing)
        return element
    }
}
