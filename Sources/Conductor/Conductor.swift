import AudioEngine
import Lessons
import SoundBank

/// Placeholder namespace for the conductor.
public enum ConductorInfo {}
