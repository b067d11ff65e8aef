import Foundation
import KeyboardTraits
import KeyboardTraitsLint

/// One part of a run split over several machines (`--shard I/N`): the inputs whose key hashes
/// to it. A file's key is its path relative to the working directory with `/` between folders
/// (what `lint` reports without `--base-dir`), so checkouts in different folders agree; a web
/// page's key is its URL as given.
///
/// An input belongs to shard 1 + (MurmurHash3's fmix64 of the FNV-1a-64 of its key's UTF-8 bytes)
/// mod N. The finaliser matters: FNV-1a mod 2^k depends only on the low k bits of each byte, so
/// with N = 2 or 4 names differing in higher bits would always share a shard. Each input's shard
/// depends on its own key alone, so adding or removing files moves no other file between shards
/// (jest and Playwright cut the sorted list into N runs instead, where one new file near the
/// start shifts every boundary after it); the price is shards of uneven size, within a few
/// percent of each other for thousands of files.
struct Shard: Equatable, Sendable {
  /// Which part, from 1 to ``count``.
  let index: Int
  /// How many parts.
  let count: Int

  /// Reads `I/N`, with 1 ≤ I ≤ N.
  /// - Throws: a message saying what is wrong and what to give instead.
  init(parsing text: String) throws(ShardError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
      throw ShardError(
        "--shard '\(text)' is not I/N; give the shard's number and the number of shards, "
          + "such as --shard 2/4.")
    }
    guard count >= 1 else {
      throw ShardError("--shard '\(text)': the number of shards must be 1 or more.")
    }
    guard (1...count).contains(index) else {
      throw ShardError(
        "--shard '\(text)': the shard's number must be from 1 to \(count), not \(index).")
    }
    self.init(index: index, count: count)
  }

  init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// The shard, from 1 to `count`, that the input with `key` belongs to.
  static func number(forKey key: String, count: Int) -> Int {
    number(forHash: hash(key), count: count)
  }

  /// The shard, from 1 to `count`, of the input whose key has the FNV-1a-64 hash `hash`.
  static func number(forHash hash: UInt64, count: Int) -> Int {
    Int(mixed(hash) % UInt64(count)) + 1
  }

  /// MurmurHash3's 64-bit finaliser: every bit of `value` reaches every bit of the result.
  static func mixed(_ value: UInt64) -> UInt64 {
    var bits = value
    bits ^= bits >> 33
    bits &*= 0xff51_afd7_ed55_8ccd
    bits ^= bits >> 33
    bits &*= 0xc4ce_b9fe_1a85_ec53
    bits ^= bits >> 33
    return bits
  }

  /// Whether the input with `key` belongs to this shard.
  func contains(key: String) -> Bool { Self.number(forKey: key, count: count) == index }

  /// The FNV-1a-64 hash of `key`'s UTF-8 bytes.
  static func hash(_ key: String) -> UInt64 {
    var hash = FNV1a64()
    hash.combine(bytes: key.utf8)
    return hash.value
  }

  /// The key of a file or standard input: its path relative to the working directory.
  static func key(forPath path: String, relativeTo paths: DisplayPaths) -> String {
    paths.display(path)
  }

  /// `I/N`, as given.
  var description: String { "\(index)/\(count)" }
}

/// A `--shard` value that is not `I/N` with 1 ≤ I ≤ N.
struct ShardError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}

/// What a run learns about the whole of a split run while it finds its inputs: how many there
/// are, a digest of their keys and the order of its pages (``ScanShard``).
struct ShardTally: Sendable {
  let shard: Shard
  /// Inputs of the whole run.
  private(set) var inputs = 0
  /// The sum of every input key's hash: the same whatever order the inputs were found in.
  private var keySum: UInt64 = 0
  /// The whole run's pages, in report order.
  private(set) var pages: [String] = []

  init(_ shard: Shard) { self.shard = shard }

  /// Counts an input of the whole run; returns whether it belongs to this shard.
  mutating func take(key: String, isPage: Bool = false) -> Bool {
    inputs += 1
    let hash = Shard.hash(key)
    keySum &+= hash
    if isPage { pages.append(key) }
    return Shard.number(forHash: hash, count: shard.count) == shard.index
  }

  /// Adds the inputs another tally counted (the pages, counted apart from the files).
  mutating func add(_ other: ShardTally) {
    inputs += other.inputs
    keySum &+= other.keySum
    pages += other.pages
  }

  /// The record the outputs carry; `options` names what shapes the output besides the inputs.
  func record(options: String) -> ScanShard {
    var digest = FNV1a64()
    digest.combine(bytes: "\(shard.count) \(inputs) \(keySum)\n\(options)".utf8)
    return ScanShard(
      index: shard.index, count: shard.count, inputs: inputs, run: digest.hexDigest,
      pages: pages)
  }
}
