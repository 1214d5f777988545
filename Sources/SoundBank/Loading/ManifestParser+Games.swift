/// The games' section: `[games]` end voices.
extension ManifestParser {
    /// Reads the section into `bank`.
    static func decodeGames(_ top: TableReader, into bank: inout Bank) {
        if let games = top.table("games", known: GameVoice.allCases.map(\.rawValue)) {
            for voice in GameVoice.allCases { bank.games[voice] = games.clip(voice.rawValue) }
        }
    }
}
