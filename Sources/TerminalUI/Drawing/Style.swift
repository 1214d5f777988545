/// How a piece of the screen is drawn; with colours off only bold and reverse remain, which every terminal has.
public enum Style: Equatable, Sendable {
    case plain, title, selected, item, good, bad, alert, dim

    /// The SGR parameters, or "" for none.
    func sgr(colors: Bool) -> String {
        switch (self, colors) {
        case (.plain, _): ""
        case (.title, true): "1;37;44"
        case (.title, false): "7"
        case (.selected, true): "1;33"
        case (.item, true): "1;36"
        case (.good, true): "1;32"
        case (.bad, true): "1;31"
        case (.alert, true): "1;35"
        case (.dim, true): "34"
        case (.dim, false): ""
        case (_, false): "1"
        }
    }
}
