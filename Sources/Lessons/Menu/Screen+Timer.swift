/// The activity timer's screen, on the main menu.
extension Screen {
    /// Pick an activity and a duration, then count down.
    public static let timer = Screen(kind: .timer)
}
