import ArgumentParser
import KeyboardTraitsLint
import KeyboardTraitsReport

/// How `show` prints its results.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json
}
