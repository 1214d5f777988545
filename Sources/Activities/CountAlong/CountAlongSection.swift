import Lessons
import SoundBank

/// The `[count]` section of `bank.toml`: the numbers to count, from 1 up, and the gentle hint after a wrong one.
///
/// ```toml
/// [count]
/// hint = { clip = "count/hint.ogg", text = "Gairebé! Ara ve el" }
/// numbers = [{ key = "1", clip = "numbers/1.ogg" }, …, { key = "10", clip = "count/10.ogg", text = "deu" }]
/// ```
///
/// An overlay may give a few numbers, or none, and take the rest and the hint from its fallback, each number by its key.
struct CountAlongSection: BankSection {
    /// The numbers in order, keyed `1`, `2`, … (at most `CountAlong.mostNumbers`).
    var numbers: [BankItem]
    /// Said before the number that comes next when the child pressed another.
    var hint: ClipRef?

    var clips: [NamedClip] {
        var list = numbers.map { NamedClip(CountAlong.clip(of: $0.key), clip: $0.clip, role: .voice) }
        if let hint { list.append(NamedClip(CountAlong.hintClip, clip: hint, role: .voice)) }
        return list
    }

    /// The numbers on the keys that press them: 1…9, then 0 for 10, as the keyboard's top row runs.
    var lessonContent: any Sendable {
        numbers.map { LessonItem(key: $0.key == "10" ? "0" : $0.key, id: CountAlong.clip(of: $0.key).rawValue) }
    }

    /// Each number by its key in `numbers` (one reusing the numbers' clip says what that clip says), and the hint.
    func recordingItems(in language: String, saying said: (ClipRef, String) -> String) -> [RecordingItem] {
        var items = numbers.map { number in
            RecordingItem(name: CountAlong.clip(of: number.key).rawValue, text: said(number.clip, number.key), shown: number.key,
                          current: number.clip, kind: .entry(table: CountAlong.id, array: "numbers", key: number.key))
        }
        if let hint {
            items.append(RecordingItem(name: CountAlong.hintClip.rawValue, text: said(hint, "hint"), current: hint,
                                       kind: .value(table: CountAlong.id, key: "hint")))
        }
        return items
    }
}

extension CountAlong: BankActivity {
    public static let sectionKeys = ["numbers", "hint"]
    public static let layeredLists = ["numbers"]
    /// Where `[count]` was listed before the kind moved here: after `[games]` and memory's `[memory]`, which
    /// `ActivityList` registers before it.
    public static let listedAfter: BuiltInSection? = .games
    /// As `bank check` said of a bank without `[count]` when it was built in.
    public static let lackedWhenAbsent: String? = "the count-along numbers"

    public static func section(from table: TableReader) -> (any BankSection)? {
        // An overlay may give a few numbers, or none, and take the rest and the hint from its fallback.
        let overlay = table.isOverlay
        let entries = table.tables("numbers", known: ManifestParser.itemKeys, name: "key", required: !overlay) ?? []
        let numbers = entries.compactMap(ManifestParser.item)
        table.checkWhole { bank, section in
            let numbers = (bank.sections[id] as? CountAlongSection)?.numbers ?? []
            guard numbers.map(\.key) != numbers.indices.map({ String($0 + 1) }) || numbers.count > mostNumbers else { return }
            section.report(.invalidValue, at: "numbers",
                           "must list the numbers in order from \"1\", at most up to \"\(mostNumbers)\" (0 is 10 on the keys); found "
                           + numbers.map(\.key).joined(separator: ", "))
        }
        let hint = overlay ? table.clip("hint") : table.clip("hint", ifAbsent: "after a wrong number the count-along says "
                                                              + "the one that comes next without its gentle hint")
        return CountAlongSection(numbers: numbers, hint: hint)
    }

    /// The numbers by key over the fallback's (a key the digits do not have is a typo, not an addition), noted in the
    /// layers even when one bank alone has them; the hint by name.
    public static func layered(_ own: (any BankSection)?, over fallback: (any BankSection)?,
                               _ layering: inout ListLayering) -> (any BankSection)? {
        guard own != nil || fallback != nil else { return nil }
        let own = own as? CountAlongSection, theirs = fallback as? CountAlongSection
        let numbers = layering.list("\(id).numbers", own?.numbers, over: theirs?.numbers, key: \.key, closed: true)
        return CountAlongSection(numbers: numbers ?? [], hint: own?.hint ?? theirs?.hint)
    }
}
