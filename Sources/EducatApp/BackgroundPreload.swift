import AudioEngine
import Conductor
import Foundation

/// Decodes a bank, as much as the clip cache keeps, on a thread of the lowest priority: the first keys or lines never
/// wait for the whole bank, and the memory is what it will stay from the first minutes on.
public enum BackgroundPreload {
    /// Starts decoding `bank` and returns at once.
    public static func start(_ bank: BankLibrary) {
        Thread.detachNewThread {
            // Named so a test or an operator sees when it ends; Linux nice values are per thread: this one yields to
            // the screen, the answers and the sound.
            ThreadName.setCurrent("educat.preload")
            setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
            bank.preload()
        }
    }
}
