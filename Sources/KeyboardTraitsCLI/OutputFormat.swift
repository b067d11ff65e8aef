import ArgumentParser

/// How `show` prints its results.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json
}
