/// The count-along clips: the numbers to count, from 1 up, and the gentle hint after a wrong number.
public struct CountClips: Sendable, Hashable {
    /// The numbers in order, keyed `1`, `2`, … (at most `10`: the digit keys, with 0 for 10).
    public var numbers: [BankItem]
    /// Said before the number that comes next when the child pressed another.
    public var hint: ClipRef?

    /// Creates the count-along clips.
    public init(numbers: [BankItem], hint: ClipRef?) {
        self.numbers = numbers
        self.hint = hint
    }
}
