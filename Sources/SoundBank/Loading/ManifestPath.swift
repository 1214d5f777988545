/// Where a value sits in a manifest: `items.numbers.3.clip`, `words.casa.count`, `groups.praise.#2`.
struct ManifestPath: CustomStringConvertible {
    /// One step down into the manifest.
    enum Step {
        /// A key of a table.
        case key(String)
        /// An array entry named by its own key or word; `occurrence` tells a duplicate from the first.
        case entry(String, occurrence: Int = 1)
        /// An array entry with no name, counted from 1.
        case index(Int)
    }

    var steps: [Step] = []

    func appending(_ step: Step) -> ManifestPath { ManifestPath(steps: steps + [step]) }

    var description: String {
        steps.map { step -> String in
            switch step {
            case .key(let name), .entry(let name, _): return name
            case .index(let number): return "#\(number)"
            }
        }.joined(separator: ".")
    }
}
