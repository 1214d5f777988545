/// Session scripts more than one kind of test renders.
public enum SessionScripts {
    /// A numbers challenge: two right answers, then three wrong ones lose every life, ending on a new record of 2.
    public static let challengeTwoRightThreeWrong = """
        0 open numbers/challenge
        0.5 ask
        1.5 right
        6 right
        11 wrong
        16 wrong
        21 wrong
        30 end
        """
}
