import ArgumentParser
import Lessons

/// Subjects are typed on the command line by name; ArgumentParser lists the valid ones on a mistake.
extension Subject: ExpressibleByArgument {}
