import Texts
/// The terminal as a front end: its bytes decoded into keys, each screen rendered into its cells and painted over the
/// last one where they differ.
public final class TerminalFrontEnd: FrontEnd {
    private let device: any TerminalDevice
    private let colors: Bool
    private let emoji: Bool
    private var decoder = KeyDecoder()
    private var painter = FramePainter()
    private var lastFrame: [String] = []
    private var lastSize = (columns: 0, rows: 0)

    /// The front end on `device`, drawing colours and emoji where asked (`Terminal.capabilities`).
    public init(device: any TerminalDevice = ProcessTerminal(), colors: Bool = true, emoji: Bool = true) {
        self.device = device
        self.colors = colors
        self.emoji = emoji
    }

    public var now: Double { device.now }

    public func enter(kiosk: Bool) { device.enter(kiosk: kiosk) }

    public func leave() { device.leave() }

    /// While an Esc may still start a sequence, waits only half its timeout, so that it is told apart in time.
    public func keys(waiting timeout: Double) -> [Key]? {
        var keys: [Key] = []
        switch device.read(timeout: decoder.isWaiting ? decoder.escapeTimeout / 2 : timeout) {
        case .bytes(let bytes): keys = decoder.feed(bytes, at: device.now)
        case .nothing: break
        case .lost: return nil
        }
        return keys + decoder.flush(at: device.now)
    }

    public func signals() -> [Int32] { device.signals() }

    public func show(_ model: ScreenModel, texts: Catalogue) {
        let size = device.size
        // A resize can arrive without SIGWINCH (a reattached tmux client): redraw whole whenever the size changes.
        if size != lastSize {
            lastSize = size
            invalidate()
        }
        let renderer = ScreenRenderer(columns: size.columns, rows: size.rows, colors: colors, emoji: emoji, texts: texts)
        let frame = renderer.render(model)
        guard frame != lastFrame else { return }
        lastFrame = frame
        device.show(frame, painted: painter.paint(frame))
    }

    public func invalidate() {
        painter.invalidate()
        lastFrame = []
    }

    public func reopen() -> Bool { device.reopen() }
}
